import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId, memberAccountIds } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import { won, type EntryId, type MemberId, type Won } from '../units.ts';

/**
 * Points (포인트) an operator grants in an event: the house's point account (the events' cost) to
 * the member's points, the event as the memo. Keyed `point_grant:<request>`, so a replayed staff
 * request lands once (`duplicate`).
 */
export async function grantPoints(
  db: Db,
  options: { memberId: MemberId; amount: Won; requestId: string; reason: string; createdAt?: Date },
): Promise<{ entryId: EntryId; point: Won }> {
  const { memberId, amount, requestId, reason, createdAt } = options;
  const point = await memberAccountId(db, memberId, 'point');
  const { entryId, balances } = await postEntry(db, {
    kind: 'point_grant',
    memberId,
    idempotencyKey: `point_grant:${requestId}`,
    memo: reason,
    createdAt,
    postings: [
      { accountId: await houseAccountId(db, 'house_point'), amount: -amount },
      { accountId: point, amount },
    ],
  });
  return { entryId, point: balances.get(point) ?? won(0) };
}

/** The member's own accounts points move between, 1 P = 1 won. */
export type TPointSide = 'cash' | 'comp' | 'point';

/**
 * Moves `amount` between two of the member's own accounts, one of them the points (`point_convert`):
 * points to cash, cash to points, comp to points. Given a plain handle the entry is its own atomic
 * statement; the ledger checks the source's balance under the account lock, so racing conversions
 * cannot overdraw. Answers every balance the entry touched.
 */
export async function convertPoints(
  db: Db,
  { memberId, from, to, amount }: { memberId: MemberId; from: TPointSide; to: TPointSide; amount: Won },
): Promise<Record<TPointSide, Won | undefined>> {
  if (from === to || (from !== 'point' && to !== 'point')) {
    throw new Error(`ledger: points convert to or from points, not ${from} to ${to}`);
  }
  const ids = await memberAccountIds(db, memberId, [from, to]);
  const { balances } = await postEntry(db, {
    kind: 'point_convert',
    memberId,
    postings: [
      { accountId: ids[from], amount: -amount },
      { accountId: ids[to], amount },
    ],
  });
  const balance = (side: TPointSide) => (side === from || side === to ? balances.get(ids[side]) : undefined);
  return { cash: balance('cash'), comp: balance('comp'), point: balance('point') };
}
