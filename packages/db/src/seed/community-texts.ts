import type { HELP_KINDS } from '../schema/index.ts';

/** Home popups: simple, already-safe HTML (the API sanitizes staff HTML on write). */
export const DEMO_POPUPS = [
  {
    title: '입금 전 계좌 확인 필수',
    titleColor: '#f5c453',
    posX: 40,
    posY: 120,
    contentsHtml:
      '<p>입금 계좌는 보안을 위해 수시로 변경됩니다.</p><p>입금 전 <strong>고객센터 &gt; 계좌 문의</strong>로 최신 계좌를 꼭 확인해 주세요.</p>',
    translations: {
      en: {
        title: 'Check the Account Before Depositing',
        contents:
          '<p>Our deposit accounts change from time to time for security reasons.</p><p>Before depositing, please be sure to check the latest account via <strong>Customer Service &gt; Account Inquiry</strong>.</p>',
      },
      ja: {
        title: '入金前の口座確認は必須です',
        contents:
          '<p>入金口座はセキュリティのため随時変更されます。</p><p>ご入金の前に、<strong>カスタマーサポート &gt; 口座問い合わせ</strong>で最新の口座を必ずご確認ください。</p>',
      },
      zh: {
        title: '存款前务必确认账户',
        contents:
          '<p>为保障安全，存款账户会不定期更换。</p><p>存款前请务必通过<strong>客服中心 &gt; 账户咨询</strong>确认最新账户。</p>',
      },
      vi: {
        title: 'Bắt buộc kiểm tra tài khoản trước khi nạp tiền',
        contents:
          '<p>Vì lý do bảo mật, tài khoản nạp tiền được thay đổi thường xuyên.</p><p>Trước khi nạp tiền, vui lòng kiểm tra tài khoản mới nhất tại <strong>Chăm sóc khách hàng &gt; Hỏi tài khoản</strong>.</p>',
      },
    },
  },
  {
    title: '도깨비 스튜디오 신작 오픈',
    titleColor: '#7dd3fc',
    posX: 480,
    posY: 120,
    contentsHtml:
      '<p><strong>「도깨비 보물」</strong>이 새로 열렸습니다.</p><p>이번 주 일요일까지 도깨비 스튜디오 전 게임 <em>슬롯 콤프 2배</em> 적립!</p>',
    translations: {
      en: {
        title: 'New Release from Dokkaebi Studio',
        contents:
          '<p><strong>"Dokkaebi Treasure"</strong> is now open.</p><p>Until this Sunday, earn <em>double slot comp</em> on all Dokkaebi Studio games!</p>',
      },
      ja: {
        title: 'トッケビ・スタジオ新作オープン',
        contents:
          '<p><strong>「トッケビの宝」</strong>が新たにオープンしました。</p><p>今週日曜日まで、トッケビ・スタジオ全ゲームで<em>スロットコンプ2倍</em>付与！</p>',
      },
      zh: {
        title: '鬼怪工作室新作上线',
        contents:
          '<p><strong>「鬼怪宝藏」</strong>全新上线。</p><p>即日起至本周日，鬼怪工作室全部游戏<em>老虎机返水 (comp) 双倍</em>累积！</p>',
      },
      vi: {
        title: 'Dokkaebi Studio ra mắt game mới',
        contents:
          '<p><strong>"Dokkaebi Treasure"</strong> đã chính thức ra mắt.</p><p>Đến hết Chủ nhật tuần này, nhận <em>comp slot gấp đôi</em> cho tất cả các game của Dokkaebi Studio!</p>',
      },
    },
  },
];

/** demo01's messages from the operator; `days` ago; two stay unread for the note badge. */
export const DEMO_NOTES = [
  {
    title: '하늘에 오신 것을 환영합니다',
    days: 44,
    read: true,
    contents:
      '김민준 회원님, 하늘 회원이 되신 것을 환영합니다.\n입금 전에는 고객센터의 계좌 문의로 최신 입금 계좌를 꼭 확인해 주세요.\n궁금하신 점은 언제든 1:1 문의를 남겨 주세요.',
  },
  {
    title: '입금 처리 완료 안내',
    days: 6,
    read: true,
    contents: '신청하신 700,000원 입금이 확인되어 보유금에 반영되었습니다. 이용해 주셔서 감사합니다.',
  },
  {
    title: '실버 레벨 승급을 축하드립니다',
    days: 2,
    read: false,
    contents:
      '회원님의 레벨이 실버로 올랐습니다.\n이제 슬롯 0.5%, 카지노 0.35%, 스포츠 0.4%의 콤프가 적립됩니다.',
  },
  {
    title: '이번 주 콤프 적립 안내',
    days: 1,
    read: false,
    contents:
      '지난주 이용하신 슬롯 게임에 대한 콤프 25,000이 적립되었습니다. 10,000 콤프부터 보유금으로 전환하실 수 있습니다.',
  },
];

/** demo01's customer-service tickets; the newest reply is unread (the help badge). */
export const DEMO_HELP: {
  kind: (typeof HELP_KINDS)[number];
  title: string;
  contents: string;
  days: number;
  reply: { contents: string; read: boolean } | null;
}[] = [
  {
    kind: 'account_ask',
    title: '입금 계좌 문의',
    contents: '입금하려고 합니다. 입금 계좌 안내 부탁드립니다.',
    days: 30,
    reply: {
      read: true,
      contents:
        '안녕하세요, 하늘 고객센터입니다.\n입금 계좌는 국민은행 531201-04-219385 (예금주: 하늘엔터테인먼트)입니다.\n계좌는 수시로 변경되니 다음 입금 때에도 꼭 다시 문의해 주세요.',
    },
  },
  {
    kind: 'general',
    title: '출금은 보통 얼마나 걸리나요?',
    contents: '출금 신청하면 계좌로 들어오기까지 보통 얼마나 걸리는지 궁금합니다.',
    days: 4,
    reply: {
      read: false,
      contents:
        '안녕하세요, 하늘 고객센터입니다.\n출금은 신청 순서대로 처리되며 보통 10분 안팎으로 입금됩니다.\n은행 점검 시간(23:30~00:30)에는 다소 지연될 수 있는 점 양해 부탁드립니다.',
    },
  },
  {
    kind: 'general',
    title: '골드 레벨 승급 기준이 궁금합니다',
    contents: '실버로 올랐는데 골드 레벨이 되려면 어느 정도 이용해야 하는지 알고 싶습니다.',
    days: 0.2,
    reply: null,
  },
];
