import { isLedgerError, memberId, payOutCommission, won, type Db, type EntryId } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAgent } from './agents.queries.ts';
import {
  findSettlement,
  insertSettlement,
  pageSettlements,
  type SettlementRow,
} from './settlements.queries.ts';

const settlementItem = (row: SettlementRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listSettlements(
  db: Db,
  options: { agentId?: number | undefined } & ListParams<'id' | 'amount'>,
) {
  const { rows, total } = await pageSettlements(db, options, options);
  return listOf(rows.map(settlementItem), total);
}

/**
 * Pays earned commission out to the agent: one ledger entry moves it from the agent's commission
 * account to their cash (kind `commission`, so the agent's money history shows it as commission),
 * recorded as a settlement and audited, all in one transaction. More than was earned moves nothing
 * and answers 409 `balance` (the commission account cannot go negative).
 */
export async function settleCommission(
  db: Db,
  { actor, agentId, amount, memo }: { actor: Actor; agentId: number; amount: number; memo: string },
) {
  return db.transaction(async (tx) => {
    const agent = await findAgent(tx, agentId);
    if (!agent) throw notFound();
    let entryId: EntryId;
    try {
      ({ entryId } = await payOutCommission(tx, {
        agentId: memberId(agentId),
        amount: won(amount),
        memo: memo === '' ? 'settlement' : `settlement: ${memo}`,
        createdAt: actor.now,
      }));
    } catch (error) {
      if (isLedgerError(error, 'insufficient_funds')) throw conflict('balance');
      throw error;
    }
    const id = await insertSettlement(tx, {
      agentId,
      amount,
      staffId: actor.staffId,
      memo,
      entryId,
      createdAt: actor.now,
    });
    const row = await findSettlement(tx, id);
    if (!row) throw new Error(`settlement ${id} vanished inside its own transaction`);
    const after = settlementItem(row);
    await recordAudit(tx, actor, {
      action: 'agent.settle',
      targetType: 'member',
      targetId: agentId,
      before: { commission: agent.commission },
      after: { ...after, commission: agent.commission - amount },
    });
    return { data: after };
  });
}
