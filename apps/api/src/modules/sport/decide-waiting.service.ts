import { and, asc, eq, lte } from 'drizzle-orm';
import { members, sportBets, type Db } from '@haneul/db';
import { acceptBet, SportRefusal } from './accept-bet.ts';
import { legsOf, lockWaitingBet, markRefused, type BetRow } from './bets.queries.ts';

/** Bets one pass decides at most; the next pass takes the rest. */
const PASS_SIZE = 200;

/** Whether the member may still bet: active, and not in a time-out or self-exclusion. */
async function memberMayBet(tx: Db, bet: BetRow, now: Date): Promise<boolean> {
  const [member] = await tx
    .select({ state: members.state, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, bet.memberId));
  return member?.state === 'active' && (member.excludedUntil === null || member.excludedUntil <= now);
}

/**
 * One pass over the in-play bets whose delay is over: each is decided in its own transaction, on
 * the slip as it stands then (the market still open, the price within the member's policy against
 * the one they saw, the limits, the caps, the balance), accepted or refused. A bet is locked with
 * SKIP LOCKED, so two API instances deciding at once never decide one bet twice. Answers how many
 * it decided; `onAccepted` hears each member whose stake left after the commit.
 */
export async function decideWaitingBets(
  db: Db,
  now: Date,
  onAccepted?: (memberId: number) => void,
): Promise<number> {
  const due = await db
    .select({ id: sportBets.id })
    .from(sportBets)
    .where(and(eq(sportBets.state, 'waiting'), lte(sportBets.decideAt, now)))
    .orderBy(asc(sportBets.decideAt))
    .limit(PASS_SIZE);
  let decided = 0;
  for (const { id } of due) {
    const accepted = await db.transaction(async (tx) => {
      const bet = await lockWaitingBet(tx, id);
      if (!bet) return null;
      decided += 1;
      if (!(await memberMayBet(tx, bet, now))) {
        await markRefused(tx, { betId: bet.id, refusal: 'blocked', detail: {} });
        return null;
      }
      const legs = await legsOf(tx, [bet.id]);
      try {
        await tx.transaction((savepoint) => acceptBet(savepoint, { bet, legs, now }));
        return bet.memberId;
      } catch (error) {
        if (!(error instanceof SportRefusal)) throw error;
        const { status, ...detail } = error.answer;
        await markRefused(tx, { betId: bet.id, refusal: status, detail });
        return null;
      }
    });
    if (accepted !== null) onAccepted?.(accepted);
  }
  return decided;
}
