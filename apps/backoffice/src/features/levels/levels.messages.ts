import type { FeatureMessages } from '../../i18n/message-tree';

export const levelsMessages: FeatureMessages = {
  ko: {
    resources: {
      levels: {
        name: '레벨·콤프 |||| 레벨·콤프',
        fields: {
          level: '레벨',
          name: '이름',
          memberCount: '회원 수',
          'rates.slot': '슬롯 콤프 (%)',
          'rates.casino': '카지노 콤프 (%)',
          'rates.sport': '스포츠 콤프 (%)',
        },
      },
    },
    levels: {
      rateHelp: '베팅 금액 대비 적립률, 0.01% 단위',
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
          memberCount: 'Members',
          'rates.slot': 'Slot comp (%)',
          'rates.casino': 'Casino comp (%)',
          'rates.sport': 'Sport comp (%)',
        },
      },
    },
    levels: {
      rateHelp: 'Share of the stake credited as comp, in steps of 0.01%',
      adminOnly: 'Only admins change levels and comp rates.',
    },
  },
};
