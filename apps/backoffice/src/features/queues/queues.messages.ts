import type { FeatureMessages } from '../../i18n/message-tree';

const koFields = {
  id: '번호',
  userId: '회원',
  amount: '금액',
  state: '상태',
  staffLogin: '처리 직원',
  memo: '메모',
  createdAt: '신청일시',
  updatedAt: '처리일시',
};
const enFields = {
  id: 'No.',
  userId: 'Member',
  amount: 'Amount',
  state: 'State',
  staffLogin: 'Handled by',
  memo: 'Memo',
  createdAt: 'Requested',
  updatedAt: 'Handled',
};

export const queuesMessages: FeatureMessages = {
  ko: {
    resources: {
      deposits: { name: '입금 신청 |||| 입금 신청', fields: { ...koFields, depositorName: '입금자명' } },
      withdrawals: {
        name: '출금 신청 |||| 출금 신청',
        fields: {
          ...koFields,
          bankNumber: '입금 계좌',
          approvedByLogin: '승인 직원',
          needsApproval: '고액',
        },
      },
    },
    queues: {
      search: '아이디·닉네임 검색',
      take: '접수',
      complete: '완료',
      cancel: '취소',
      cancelDeposit: '입금 취소',
      cancelWithdraw: '출금 취소',
      approve: '승인',
      actions: '처리',
      confirmTake: '이 신청을 접수해 처리 중으로 표시합니다.',
      confirmDeposit: '%{amount}원을 회원 잔액에 입금합니다.',
      confirmWithdraw: '%{amount}원 출금을 완료로 처리합니다. 계좌 이체를 먼저 마치세요.',
      confirmCancelDeposit: '입금 신청을 취소합니다. 잔액은 바뀌지 않습니다.',
      confirmCancelWithdraw: '출금 신청을 취소하고 %{amount}원을 회원 잔액으로 돌려줍니다.',
      confirmApprove: '고액 출금(%{amount}원)을 승인합니다. 완료는 다른 직원이 처리합니다.',
      needsApproval: '승인 필요',
      approved: '승인됨 (%{login})',
      approvedByMe: '본인이 승인한 출금은 다른 직원이 완료해야 합니다',
      live: {
        new: { deposit: '새 입금 신청 #%{id}', withdraw: '새 출금 신청 #%{id}' },
        alarmOn: '신청 알림음 켜짐 (누르면 끔)',
        alarmOff: '신청 알림음 꺼짐 (누르면 켬)',
        connected: '실시간 연결됨',
        reconnecting: '실시간 연결 중',
      },
    },
  },
  en: {
    resources: {
      deposits: { name: 'Deposit |||| Deposits', fields: { ...enFields, depositorName: 'Depositor' } },
      withdrawals: {
        name: 'Withdrawal |||| Withdrawals',
        fields: {
          ...enFields,
          bankNumber: 'Pay to',
          approvedByLogin: 'Approved by',
          needsApproval: 'Large',
        },
      },
    },
    queues: {
      search: 'Search ID or nickname',
      take: 'Take',
      complete: 'Complete',
      cancel: 'Cancel',
      cancelDeposit: 'Cancel deposit',
      cancelWithdraw: 'Cancel withdrawal',
      approve: 'Approve',
      actions: 'Actions',
      confirmTake: 'Take this request and mark it as being handled.',
      confirmDeposit: 'Credit ₩%{amount} to the member’s balance.',
      confirmWithdraw: 'Mark the ₩%{amount} withdrawal as paid. Make the bank transfer first.',
      confirmCancelDeposit: 'Cancel this deposit request. The balance does not change.',
      confirmCancelWithdraw: 'Cancel this withdrawal and return ₩%{amount} to the member’s balance.',
      confirmApprove: 'Approve this large withdrawal (₩%{amount}). Another staff member completes it.',
      needsApproval: 'Needs approval',
      approved: 'Approved (%{login})',
      approvedByMe: 'You approved this withdrawal: another staff member must complete it',
      live: {
        new: { deposit: 'New deposit request #%{id}', withdraw: 'New withdrawal request #%{id}' },
        alarmOn: 'Request alarm on (press to mute)',
        alarmOff: 'Request alarm off (press to unmute)',
        connected: 'Live',
        reconnecting: 'Connecting live updates',
      },
    },
  },
};
