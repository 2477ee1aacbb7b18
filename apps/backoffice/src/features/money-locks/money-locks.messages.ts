import type { FeatureMessages } from '../../i18n/message-tree';

export const moneyLocksMessages: FeatureMessages = {
  ko: {
    resources: {
      'money-locks': {
        name: '입출금 잠금 |||| 입출금 잠금',
        fields: {
          id: '번호',
          scope: '대상',
          kind: '종류',
          reason: '사유 (회원에게 표시)',
          createdBy: '잠근 직원',
          createdAt: '잠근 일시',
          liftedBy: '해제한 직원',
          liftedAt: '해제 일시',
          active: '적용 중만',
          level: '레벨',
          memberId: '회원 번호',
        },
      },
    },
    moneyLocks: {
      tab: '입출금 잠금',
      add: '입출금 잠금',
      lift: '잠금 해제',
      liftMessage: '이 잠금을 해제합니다. 회원은 바로 다시 신청할 수 있습니다.',
      show: '잠금 보기',
      actions: '작업',
      memberId: '회원 번호',
      level: '레벨',
      levelTarget: '레벨 %{level}',
      reasonHelp: '회원의 입금·출금 화면에 그대로 표시됩니다. 한국어로 작성하세요.',
      explain:
        '입금 또는 출금을 회원 한 명, 레벨 전체, 사이트 전체에 대해 잠급니다. 잠긴 동안 회원은 새 신청을 할 수 없고 사유를 보게 됩니다. 이미 접수된 신청은 그대로 처리됩니다.',
      scopes: { member: '회원', level: '레벨', site: '사이트 전체' },
      kinds: { deposit: '입금', withdraw: '출금' },
    },
  },
  en: {
    resources: {
      'money-locks': {
        name: 'Deposit & withdraw lock |||| Deposit & withdraw locks',
        fields: {
          id: 'No.',
          scope: 'Target',
          kind: 'Kind',
          reason: 'Reason (shown to the member)',
          createdBy: 'Locked by',
          createdAt: 'Locked at',
          liftedBy: 'Lifted by',
          liftedAt: 'Lifted at',
          active: 'In force only',
          level: 'Level',
          memberId: 'Member no.',
        },
      },
    },
    moneyLocks: {
      tab: 'Locks',
      add: 'Lock deposits or withdrawals',
      lift: 'Lift lock',
      liftMessage: 'This lifts the lock. The member may apply again at once.',
      show: 'Show locks',
      actions: 'Actions',
      memberId: 'Member no.',
      level: 'Level',
      levelTarget: 'Level %{level}',
      reasonHelp: 'Shown as written on the member’s deposit or withdraw page. Write it in Korean.',
      explain:
        'Locks deposits or withdrawals for one member, a whole level or the whole site. While locked, members cannot apply and see the reason. Requests already made are handled as usual.',
      scopes: { member: 'Member', level: 'Level', site: 'Whole site' },
      kinds: { deposit: 'Deposit', withdraw: 'Withdrawal' },
    },
  },
};
