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
          adjustmentAdminThreshold: '운영자 잔액 조정 하루 한도',
          operatorDomains: '운영사 도메인',
        },
      },
    },
    settings: {
      title: '사이트 설정',
      money: '입출금 한도 (원)',
      controls: '승인·통제',
      site: '회원 사이트',
      minMax: '최소 금액은 최대 금액보다 클 수 없습니다',
      adjustmentHelp:
        '운영자 한 명이 하루(한국 시간) 동안 조정하는 금액의 합계(지급·회수 모두)입니다. 넘는 조정은 관리자만 할 수 있습니다.',
      domains: '운영사 도메인',
      domain: '도메인',
      domainsHelp:
        '회원 사이트의 자체 도메인입니다 (예: haneul.bet). 에이전트는 이 도메인을 요청하거나 승인받을 수 없습니다.',
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
          adjustmentAdminThreshold: 'Operators’ daily adjustment limit',
          operatorDomains: 'Operator domains',
        },
      },
    },
    settings: {
      title: 'Site settings',
      money: 'Payment limits (won)',
      controls: 'Approvals and controls',
      site: 'Member site',
      minMax: 'A minimum cannot be above its maximum',
      adjustmentHelp:
        'What one operator may adjust in a day (Korean time), credits and debits added up. Beyond it, adjustments are for admins.',
      domains: 'Operator domains',
      domain: 'Domain',
      domainsHelp:
        'The member site’s own domains (e.g. haneul.bet). No agent can ask for one or have it approved.',
    },
  },
};
