import type { FeatureMessages } from '../../i18n/message-tree';

const koFields = {
  code: '코드',
  providerCode: '제공사',
  nameKo: '한국어 이름',
  nameEn: '영어 이름',
  imgUrl: '이미지 URL',
  used: '사용',
  sort: '순서',
  image: '이미지',
  q: '코드·이름 검색',
  maxWinMultiplier: '최대 당첨 배수',
};
const enFields = {
  code: 'Code',
  providerCode: 'Provider',
  nameKo: 'Korean name',
  nameEn: 'English name',
  imgUrl: 'Image URL',
  used: 'In use',
  sort: 'Order',
  image: 'Image',
  q: 'Search code or name',
  maxWinMultiplier: 'Max win (× stake)',
};

export const gamesMessages: FeatureMessages = {
  ko: {
    resources: {
      'casino-games': { name: '카지노 게임 |||| 카지노 게임', fields: koFields },
      'slot-providers': { name: '슬롯 제공사 |||| 슬롯 제공사', fields: koFields },
      'slot-games': {
        name: '슬롯 게임 |||| 슬롯 게임',
        fields: { ...koFields, slotProviderCode: '슬롯 제공사' },
      },
      sports: { name: '스포츠 |||| 스포츠', fields: koFields },
      providers: {
        name: '게임 공급사 |||| 게임 공급사',
        fields: {
          code: '코드',
          nameKo: '한국어 이름',
          nameEn: '영어 이름',
          walletType: '지갑 방식',
          launchUrl: '실행 URL',
          maintenance: '점검 중',
        },
      },
    },
    games: {
      imageHelp: '회원 사이트 경로(/images/...) 또는 https 주소',
      sortHelp: '작을수록 앞에 표시',
      noMaxWin: '선언 없음: 베팅 불가',
      walletTypes: { seamless: '심리스', transfer: '트랜스퍼' },
      maintenanceOn: '점검을 시작했습니다',
      maintenanceOff: '점검을 마쳤습니다',
    },
  },
  en: {
    resources: {
      'casino-games': { name: 'Casino game |||| Casino games', fields: enFields },
      'slot-providers': { name: 'Slot provider |||| Slot providers', fields: enFields },
      'slot-games': {
        name: 'Slot game |||| Slot games',
        fields: { ...enFields, slotProviderCode: 'Slot provider' },
      },
      sports: { name: 'Sport |||| Sports', fields: enFields },
      providers: {
        name: 'Game provider |||| Game providers',
        fields: {
          code: 'Code',
          nameKo: 'Korean name',
          nameEn: 'English name',
          walletType: 'Wallet',
          launchUrl: 'Launch URL',
          maintenance: 'Maintenance',
        },
      },
    },
    games: {
      imageHelp: 'A member-site path (/images/...) or an https address',
      sortHelp: 'Lower numbers show first',
      noMaxWin: 'None declared: takes no bets',
      walletTypes: { seamless: 'Seamless', transfer: 'Transfer' },
      maintenanceOn: 'Maintenance started',
      maintenanceOff: 'Maintenance ended',
    },
  },
};
