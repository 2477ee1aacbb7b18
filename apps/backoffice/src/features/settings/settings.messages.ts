import type { FeatureMessages } from '../../i18n/message-tree';

export const settingsMessages: FeatureMessages = {
  ko: {
    resources: {
      settings: {
        name: '사이트 설정 |||| 사이트 설정',
        fields: {
          depositMin: '최소 입금액',
          depositMax: '최대 입금액',
          withdrawMin: '최소 출금액',
          withdrawMax: '최대 출금액',
          compMin: '최소 콤프 전환액',
          popupHideHours: '팝업 숨김 시간 (시간)',
          helpPageSize: '문의 목록 페이지 크기',
          withdrawApprovalThreshold: '출금 2차 승인 기준액',
          adjustmentAdminThreshold: '잔액 조정 관리자 전용 기준액',
        },
      },
    },
    settings: {
      title: '사이트 설정',
      money: '입출금 한도 (원)',
      controls: '승인·통제',
      site: '회원 사이트',
      minMax: '최소 금액은 최대 금액보다 클 수 없습니다',
    },
  },
  en: {
    resources: {
      settings: {
        name: 'Site settings |||| Site settings',
        fields: {
          depositMin: 'Minimum deposit',
          depositMax: 'Maximum deposit',
          withdrawMin: 'Minimum withdrawal',
          withdrawMax: 'Maximum withdrawal',
          compMin: 'Minimum comp conversion',
          popupHideHours: 'Popup hide time (hours)',
          helpPageSize: 'Tickets per page',
          withdrawApprovalThreshold: 'Second approval above',
          adjustmentAdminThreshold: 'Admin-only adjustments above',
        },
      },
    },
    settings: {
      title: 'Site settings',
      money: 'Payment limits (won)',
      controls: 'Approvals and controls',
      site: 'Member site',
      minMax: 'A minimum cannot be above its maximum',
    },
  },
};
