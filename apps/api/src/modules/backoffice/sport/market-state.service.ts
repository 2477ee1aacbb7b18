import type { Db } from '@haneul/db';
import { conflict } from '../../../lib/api-errors.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { updateMarket, type MarketRow } from './markets.queries.ts';
import { lockOpenMarket, recordOf } from './open-market.ts';
import { hasPendingResult } from './results.queries.ts';

/** Where a market may go from where it is: closing is for good (no more bets; settlement follows). */
const MOVES: Record<'open' | 'suspended' | 'closed', readonly MarketRow['state'][]> = {
  suspended: ['open'],
  open: ['suspended'],
  closed: ['open', 'suspended'],
};

/**
 * Suspends, reopens or closes a market. A market does not reopen while a result of its event waits
 * for approval (entering it suspended the event's markets, so nobody bets on a known score).
 */
export async function setMarketState(
  db: Db,
  { actor, id, state }: { actor: Actor; id: number; state: 'open' | 'suspended' | 'closed' },
) {
  return db.transaction(async (tx) => {
    const market = await lockOpenMarket(tx, id);
    if (!MOVES[state].includes(market.state)) throw conflict('already', { data: await recordOf(tx, market) });
    if (state === 'open' && (await hasPendingResult(tx, market.eventId))) {
      throw conflict('conflict', { reason: 'result_pending' });
    }
    await updateMarket(tx, id, { state, updatedAt: actor.now });
    await recordAudit(tx, actor, {
      action: 'sport_market.state',
      targetType: 'sport_market',
      targetId: id,
      before: { state: market.state },
      after: { state },
    });
    return { data: await recordOf(tx, { ...market, state }) };
  });
}
