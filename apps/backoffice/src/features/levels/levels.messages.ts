import type { FeatureMessages } from '../../i18n/message-tree';

export const levelsMessages: FeatureMessages = {
  ko: {
    resources: {
      levels: {
        name: '레벨·콤프 |||| 레벨·콤프',
        fields: {
          level: '레벨',
          name: '이름',
          upgradeDeposits: '승급 누적 입금액 (원)',
          memberCount: '회원 수',
          'rates.slot': '슬롯 콤프 (%)',
          'rates.casino': '카지노 콤프 (%)',
          'rates.sport': '스포츠 콤프 (%)',
        },
      },
    },
    levels: {
      rateHelp: '베팅 금액 대비 적립률, 0.01% 단위',
      upgradeHelp: '완료된 입금의 합계가 이 금액에 이르면 자동으로 승급합니다. 0이면 운영자만 지정합니다.',
      adminOnly: '레벨과 콤프율은 관리자만 변경할 수 있습니다.',
    },
  },
  en: {
    resources: {
      levels: {
        name: 'Level & comp |||| Levels & comp',
        fields: {
          level: 'Level',
          name: 'Name',
          upgradeDeposits: 'Deposits to reach (won)',
          memberCount: 'Members',
          'rates.slot': 'Slot comp (%)',
          'rates.casino': 'Casino comp (%)',
          'rates.sport': 'Sport comp (%)',
        },
      },
    },
    levels: {
      rateHelp: 'Share of the stake credited as comp, in steps of 0.01%',
      upgradeHelp: 'Members rise to this level when their completed deposits reach it; 0: staff set it only.',
      adminOnly: 'Only admins change levels and comp rates.',
    },
  },
};
