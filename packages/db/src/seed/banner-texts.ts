import type { TBannerLink, TTranslations } from '@haneul/contract';

/** The home carousel as the demo opens: each headline written in all five languages. */
export const DEMO_BANNERS: { image: string; headlines: TTranslations; link: TBannerLink }[] = [
  {
    image: '/images/banners/welcome.svg',
    headlines: {
      ko: '모든 판을 직접 검증하세요',
      en: 'Check every round yourself',
      ja: 'すべての勝負を、ご自身で検証',
      zh: '每一局，都能亲自验证',
      vi: 'Tự kiểm chứng từng ván',
    },
    link: { kind: 'page', path: '/game' },
  },
  {
    image: '/images/banners/slots.svg',
    headlines: {
      ko: '밤이 깊을수록 도깨비 보물은 빛납니다',
      en: 'The later the night, the brighter Dokkaebi’s Treasure',
      ja: '夜が更けるほど、トッケビの秘宝は輝く',
      zh: '夜越深，鬼怪宝藏越闪耀',
      vi: 'Đêm càng khuya, Kho Báu Dokkaebi càng rực rỡ',
    },
    link: { kind: 'game', company: 'dokkaebi', code: 'dokkaebi-treasure' },
  },
  {
    image: '/images/banners/live.svg',
    headlines: {
      ko: '24시간 열려 있는 바카라 테이블',
      en: 'Baccarat tables open around the clock',
      ja: '24時間オープンのバカラテーブル',
      zh: '全天候开放的百家乐牌桌',
      vi: 'Bàn baccarat mở cửa 24/7',
    },
    link: { kind: 'game', company: 'haneul', code: 'speed-baccarat' },
  },
];
