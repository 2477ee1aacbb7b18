import { requestStatusToWire } from '@haneul/contract';
import { isoOrNull } from '../../../lib/list-query.ts';
import type { DepositQueueRow, WithdrawQueueRow } from './queue.queries.ts';

/** The one place where queue rows take their wire shape. */

function common(row: DepositQueueRow | WithdrawQueueRow) {
  const { request } = row;
  return {
    id: request.id,
    memberId: request.memberId,
    userId: row.userId,
    nick: row.nick,
    amount: request.amount,
    state: request.state,
    status: requestStatusToWire(request.state),
    staffId: request.staffId,
    staffLogin: row.staffLogin,
    memo: request.memo,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function depositQueueItem(row: DepositQueueRow) {
  return { ...common(row), depositorName: row.request.depositorName };
}

export function withdrawQueueItem(row: WithdrawQueueRow, approvalThreshold: number) {
  const { request } = row;
  return {
    ...common(row),
    bankName: request.bankName,
    bankOwner: request.bankOwner,
    bankNumber: request.bankNumber,
    completedAt: isoOrNull(request.completedAt),
    needsApproval: request.amount > approvalThreshold,
    approvedBy: request.approvedBy,
    approvedByLogin: row.approvedByLogin,
    approvedAt: isoOrNull(request.approvedAt),
  };
}
