import type { TSportPairRecord } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { MARKET_TYPES } from '@haneul/sportsbook';
import { listOf, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { allowedPairs, allowPair, disallowPair, type MarketType } from './pairs.queries.ts';

/** Every pair of market types in sorted order (the table's CHECK keeps `first <= second`). */
const PAIRS: [MarketType, MarketType][] = [...MARKET_TYPES]
  .sort()
  .flatMap((first, i, sorted) => sorted.slice(i).map((second): [MarketType, MarketType] => [first, second]));

const pairRecord = ([first, second]: [MarketType, MarketType], allowed: Set<string>): TSportPairRecord => ({
  id: `${first}:${second}`,
  first,
  second,
  allowed: allowed.has(`${first}:${second}`),
});

/** The ten pairs, each allowed or not in one multi on the same event (none by default). */
export async function listPairs(db: Db, list: ListParams<'id'>) {
  const allowed = await allowedPairs(db);
  const rows = PAIRS.map((pair) => pairRecord(pair, allowed));
  if (list.order === 'DESC') rows.reverse();
  const { limit, offset } = pageWindow(list);
  return listOf(rows.slice(offset, offset + limit), rows.length);
}

/** Allows or disallows a pair; placement reads the table on every multi, so it acts at once. */
export async function setPair(
  db: Db,
  { actor, id, allowed }: { actor: Actor; id: string; allowed: boolean },
) {
  const [first, second] = id.split(':') as [MarketType, MarketType];
  return db.transaction(async (tx) => {
    const changed = allowed ? await allowPair(tx, first, second) : await disallowPair(tx, first, second);
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'sport_pair.update',
        targetType: 'sport_pair',
        targetId: id,
        before: { allowed: !allowed },
        after: { allowed },
      });
    }
    return { data: pairRecord([first, second], await allowedPairs(tx)) };
  });
}
