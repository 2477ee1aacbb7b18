import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { members, sportBets, sportSettlements, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export interface SettlementFilters {
  betId?: number | undefined;
  memberId?: number | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
}

/** Every settlement of sport bets, with the payout the one before it left (what its entry moved from). */
export async function pageSettlements(db: Db, filters: SettlementFilters, list: ListParams<'id'>) {
  const where: SQL | undefined = and(
    filters.betId === undefined ? undefined : eq(sportSettlements.betId, filters.betId),
    filters.memberId === undefined ? undefined : eq(sportBets.memberId, filters.memberId),
    filters.start === undefined ? undefined : gte(sportSettlements.createdAt, filters.start),
    filters.end === undefined ? undefined : lt(sportSettlements.createdAt, filters.end),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: sportSettlements.id,
      betId: sportSettlements.betId,
      memberId: sportBets.memberId,
      userId: members.userId,
      stake: sportBets.stake,
      seq: sportSettlements.seq,
      payout: sportSettlements.payout,
      previousPayout:
        sql<number>`coalesce((select p.payout from sport_settlements p where p.bet_id = sport_settlements.bet_id and p.seq = sport_settlements.seq - 1), 0)`.mapWith(
          Number,
        ),
      writtenOff: sportSettlements.writtenOff,
      entryId: sportSettlements.entryId,
      createdAt: sportSettlements.createdAt,
    })
    .from(sportSettlements)
    .innerJoin(sportBets, eq(sportBets.id, sportSettlements.betId))
    .innerJoin(members, eq(members.id, sportBets.memberId))
    .where(where)
    .orderBy(...orderFor({ id: sportSettlements.id }, list, sportSettlements.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(sportSettlements)
    .innerJoin(sportBets, eq(sportBets.id, sportSettlements.betId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
