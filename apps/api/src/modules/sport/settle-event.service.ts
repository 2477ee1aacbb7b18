import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  creditSportCommission,
  creditSportComp,
  members,
  memberId as toMemberId,
  settleSportBet,
  sportBetLegs,
  sportBets,
  sportSettlements,
  won,
  type Db,
} from '@haneul/db';
import {
  betPayout,
  legOutcome,
  line,
  price,
  type LegOutcome,
  type MarketTerms,
  type SelectionKey,
} from '@haneul/sportsbook';
import { stakeRewards } from '../../lib/stake-rewards.ts';
import { legsOf, type BetRow, type LegRow } from './bets.queries.ts';
import { releaseExposures } from './exposure.queries.ts';
import { addPlayUsage, membersWithPlayLimits } from '../protection/play-limits.queries.ts';

/** The result an event's legs settle on: a final score, or the event cancelled (every leg void). */
export type EventResult = { cancelled: true } | { cancelled: false; home: number; away: number };

/**
 * Bets one transaction settles: few enough that a chunk's locks are short, many enough that the
 * statements every bet shares (the locks, the legs, the settlement rows, the exposure) are written
 * once per chunk instead of once per bet.
 */
const CHUNK = 250;

function outcomeOf(leg: LegRow, result: EventResult): LegOutcome {
  if (result.cancelled) return 'void';
  const terms = (
    leg.line === null ? { type: '1x2', line: null } : { type: leg.marketType, line: line(leg.line) }
  ) as MarketTerms;
  return legOutcome(terms, leg.selectionKey as SelectionKey, { home: result.home, away: result.away });
}

/** What settling one bet does: its new payout and settlement number, and whether it is the first. */
interface Decision {
  bet: BetRow;
  legs: LegRow[];
  payout: number;
  seq: number;
  first: boolean;
}

/**
 * A bet's settlement, if it needs one: all its legs have outcomes and it is either unsettled or its
 * payout changed (a corrected result); settlement n + 1 then moves the difference.
 */
function decide(bet: BetRow, legs: LegRow[]): Decision | null {
  if (legs.some((leg) => leg.outcome === null)) return null;
  const payout = betPayout(
    bet.stake,
    legs.map((leg) => ({ price: price(leg.price!), outcome: leg.outcome! })),
  );
  const first = bet.state === 'open';
  if (!first && payout === bet.payout) return null;
  return { bet, legs, payout, seq: bet.settlements + 1, first };
}

/**
 * Comp and agent rolling on the stake of each first settlement, unless every leg was void (nothing
 * was wagered after all): once per bet (the ledger keys them), rates read once per member level.
 */
async function creditRewards(tx: Db, firsts: readonly Decision[], now: Date): Promise<void> {
  const wagered = firsts.filter(({ legs }) => legs.some((leg) => leg.outcome !== 'void'));
  if (wagered.length === 0) return;
  const levels = new Map(
    (
      await tx
        .select({ id: members.id, level: members.level })
        .from(members)
        .where(inArray(members.id, [...new Set(wagered.map(({ bet }) => bet.memberId))]))
    ).map((row) => [row.id, row.level]),
  );
  for (const { bet } of wagered) {
    const { comp, commissions } = await stakeRewards(tx, {
      memberId: bet.memberId,
      level: levels.get(bet.memberId) ?? 1,
      gameType: 'sport',
      stake: bet.stake,
    });
    const memberId = toMemberId(bet.memberId);
    if (comp > 0) await creditSportComp(tx, { memberId, betId: bet.id, amount: won(comp), createdAt: now });
    for (const { agentId, amount } of commissions) {
      await creditSportCommission(tx, {
        memberId,
        betId: bet.id,
        agentId: toMemberId(agentId),
        amount: won(amount),
        createdAt: now,
      });
    }
  }
}

/**
 * Settles one chunk of bets in one transaction: the bets locked (id order), each leg of this event
 * given its outcome, and every bet whose legs all have one settled or re-settled. The money moves
 * bet by bet through the ledger (settleSportBet, keyed by bet and settlement number), in member
 * order so two chunks never wait on each other's accounts in a cycle; the rest is written once per
 * chunk. Answers the member of each bet it settled or changed.
 */
async function settleChunk(
  db: Db,
  { eventId, betIds, result, now }: { eventId: number; betIds: number[]; result: EventResult; now: Date },
): Promise<readonly number[]> {
  return db.transaction(async (tx) => {
    const bets = await tx
      .select()
      .from(sportBets)
      .where(and(inArray(sportBets.id, betIds), inArray(sportBets.state, ['open', 'settled'])))
      .orderBy(asc(sportBets.id))
      .for('update');
    const legs = await legsOf(
      tx,
      bets.map((bet) => bet.id),
    );
    const changed: { id: number; outcome: LegOutcome }[] = [];
    for (const leg of legs) {
      if (leg.eventId !== eventId) continue;
      const outcome = outcomeOf(leg, result);
      if (leg.outcome === outcome) continue;
      leg.outcome = outcome;
      changed.push({ id: leg.id, outcome });
    }
    if (changed.length > 0) {
      const values = sql.join(
        changed.map(({ id, outcome }) => sql`(${id}::bigint, ${outcome}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update ${sportBetLegs} set outcome = v.outcome
        from (values ${values}) as v (id, outcome) where ${sportBetLegs.id} = v.id`);
    }

    const decisions = bets
      .map((bet) =>
        decide(
          bet,
          legs.filter((leg) => leg.betId === bet.id),
        ),
      )
      .filter((decision): decision is Decision => decision !== null)
      .sort((a, b) => a.bet.memberId - b.bet.memberId || a.bet.id - b.bet.id);
    if (decisions.length === 0) return [];

    const limited = await membersWithPlayLimits(tx, [...new Set(decisions.map(({ bet }) => bet.memberId))]);
    const rows = [];
    for (const { bet, payout, seq, first } of decisions) {
      const moved = await settleSportBet(tx, {
        memberId: toMemberId(bet.memberId),
        betId: bet.id,
        seq,
        payout: won(payout),
        previousPayout: won(first ? 0 : bet.payout),
        createdAt: now,
      });
      rows.push({
        betId: bet.id,
        seq,
        payout,
        writtenOff: moved.writtenOff,
        entryId: moved.entryId,
        createdAt: now,
      });
      // What the bet paid (or a correction took back) counts against the member's loss limits.
      const returned = payout - (first ? 0 : bet.payout);
      if (limited.has(bet.memberId)) {
        await addPlayUsage(tx, { memberId: bet.memberId, at: now, wagered: 0, won: returned });
      }
    }
    await tx.insert(sportSettlements).values(rows);
    const updates = sql.join(
      decisions.map(({ bet, payout, seq }) => sql`(${bet.id}::bigint, ${payout}::bigint, ${seq}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${sportBets} set state = 'settled', payout = v.payout, settlements = v.seq,
        settled_at = ${now.toISOString()}::timestamptz
      from (values ${updates}) as v (id, payout, seq) where ${sportBets.id} = v.id`);

    // A bet settled the first time stands to lose nothing more: its liability leaves every scope.
    const firsts = decisions.filter((decision) => decision.first);
    await releaseExposures(
      tx,
      firsts.flatMap(({ bet, legs: betLegs }) => {
        const amount = bet.potentialPayout - bet.stake;
        return [
          ...[...new Set(betLegs.map((leg) => leg.selectionId))].map((id) => ({
            scope: 'selection' as const,
            scopeId: id,
            amount,
          })),
          ...[...new Set(betLegs.map((leg) => leg.eventId))].map((id) => ({
            scope: 'event' as const,
            scopeId: id,
            amount,
          })),
          { scope: 'member' as const, scopeId: bet.memberId, amount },
        ];
      }),
    );
    await creditRewards(tx, firsts, now);
    return decisions.map(({ bet }) => bet.memberId);
  });
}

/** Told after each chunk commits: the members whose bets it settled (the live stream's balance). */
export type OnPaid = (memberIds: readonly number[]) => void;

/**
 * Settles every accepted bet with a leg on this event by its result, the result being the fact and
 * this the money decision: each leg's outcome is recomputed from the result, and each bet whose legs
 * all have outcomes is settled (the first time), or re-settled when a corrected result changes what
 * it pays (the difference moves, keyed by the bet and the settlement's number). The bets are locked
 * while they are settled, so two settlements of one bet never interleave: whichever comes second
 * sees the first's payout and moves nothing more. Answers how many bets it settled or changed.
 */
export async function settleEvent(
  db: Db,
  { eventId, result, now, onPaid }: { eventId: number; result: EventResult; now: Date; onPaid?: OnPaid },
): Promise<number> {
  const ids = (
    await db
      .selectDistinct({ id: sportBetLegs.betId })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(and(eq(sportBetLegs.eventId, eventId), inArray(sportBets.state, ['open', 'settled'])))
      .orderBy(asc(sportBetLegs.betId))
  ).map((row) => row.id);
  let changed = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const paid = await settleChunk(db, { eventId, betIds: ids.slice(start, start + CHUNK), result, now });
    changed += paid.length;
    if (paid.length > 0) onPaid?.([...new Set(paid)]);
  }
  return changed;
}
