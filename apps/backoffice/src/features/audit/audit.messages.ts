import type { FeatureMessages } from '../../i18n/message-tree';

export const auditMessages: FeatureMessages = {
  ko: {
    resources: {
      audit: {
        name: '감사 로그 |||| 감사 로그',
        fields: {
          id: '번호',
          staffLogin: '직원',
          staffId: '직원 번호',
          action: '작업',
          targetType: '대상 종류',
          targetId: '대상 번호',
          ip: 'IP',
          createdAt: '일시',
          from: '시작일',
          to: '종료일',
        },
      },
    },
    audit: {
      diff: '변경 내용',
      field: '항목',
      before: '변경 전',
      after: '변경 후',
      nothing: '기록된 변경 내용이 없습니다',
    },
  },
  en: {
    resources: {
      audit: {
        name: 'Audit log |||| Audit log',
        fields: {
          id: 'No.',
          staffLogin: 'Staff',
          staffId: 'Staff no.',
          action: 'Action',
          targetType: 'Target type',
          targetId: 'Target no.',
          ip: 'IP',
          createdAt: 'Time',
          from: 'From',
          to: 'To',
        },
      },
    },
    audit: {
      diff: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      nothing: 'No changes were recorded',
    },
  },
};
