import type { TPlaceSportBetAnswer } from '@haneul/contract';
import { members, type Db } from '@haneul/db';
import { AppError, invalidFields } from '@haneul/server-kit';
import { eq } from 'drizzle-orm';
import { potentialPayout, price, type OddsChangePolicy } from '@haneul/sportsbook';
import { acceptBet, SportRefusal, type SportRefusalAnswer } from './accept-bet.ts';
import { betsToWire } from './bet-view.ts';
import {
  findBetByRequest,
  insertBet,
  insertLegs,
  lockSlip,
  markRefused,
  type BetRow,
} from './bets.queries.ts';
import { sameEventProblem } from './same-event.queries.ts';
import { priceFromWire } from './sport.wire.ts';

export interface PlaceSportBet {
  memberId: number;
  requestId: string;
  stake: number;
  legs: { selectionId: number; price: number }[];
  oddsChange: OddsChangePolicy;
  now: Date;
}

/** The answer a bet stands for: its refusal as first answered, or the bet as it is now. */
async function answerOf(db: Db, bet: BetRow): Promise<TPlaceSportBetAnswer> {
  if (bet.state === 'refused') {
    return { status: bet.refusal, ...(bet.refusalDetail as object) } as SportRefusalAnswer;
  }
  const [view] = await betsToWire(db, [bet]);
  return { status: 'success', bet: view! };
}

/**
 * place-sport-bet. The slip becomes a bet row (unique per member and request id: a replay, or a
 * second request racing the first, answers the first one's answer and moves nothing) with its legs.
 * A pre-match bet is decided at once, in the same transaction, inside a savepoint: accepted (the
 * stake taken) or refused (the savepoint undone, the refusal kept on the row). A bet with a leg in
 * play waits the longest delay of its sports and is decided then (decide-waiting.service.ts), so a
 * price is never taken stale from a match that has moved on.
 */
export async function placeSportBet(db: Db, slip: PlaceSportBet): Promise<TPlaceSportBetAnswer> {
  const { memberId, requestId, stake, legs, oddsChange, now } = slip;
  const known = await findBetByRequest(db, memberId, requestId);
  if (known) return answerOf(db, known);

  const [member] = await db
    .select({ state: members.state, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member || member.state !== 'active' || (member.excludedUntil !== null && member.excludedUntil > now)) {
    throw new AppError('blocked');
  }

  const selectionIds = legs.map((leg) => leg.selectionId);
  const repeated = selectionIds.findIndex((id, i) => selectionIds.indexOf(id) !== i);
  if (repeated >= 0)
    throw invalidFields({ field: `legs.${repeated}.selectionId`, reason: 'twice in one slip' });

  const placed = await db.transaction(async (tx) => {
    const slipRows = await lockSlip(tx, selectionIds);
    const unknown = legs.findIndex((leg) => !slipRows.some((row) => row.selectionId === leg.selectionId));
    if (unknown >= 0)
      throw invalidFields({ field: `legs.${unknown}.selectionId`, reason: 'no such selection' });
    const rows = legs.map((leg) => slipRows.find((row) => row.selectionId === leg.selectionId)!);

    const pairProblem = await sameEventProblem(tx, rows);
    if (pairProblem) return { refused: { status: 'limit', reason: 'same_event' } as SportRefusalAnswer };

    const submitted = legs.map((leg) => price(priceFromWire(leg.price)));
    const inPlay = rows.some((row) => row.eventState === 'in_play');
    const delay = inPlay ? Math.max(...rows.map((row) => row.inPlayDelayMs)) : null;
    const bet = await insertBet(tx, {
      memberId,
      requestId,
      stake,
      potentialPayout: potentialPayout(stake, submitted),
      oddsPolicy: oddsChange,
      decideAt: delay === null ? null : new Date(now.getTime() + delay),
      placedAt: now,
    });
    if (!bet) return { replay: true as const };
    const betLegs = await insertLegs(
      tx,
      rows.map((row, i) => ({
        betId: bet.id,
        eventId: row.eventId,
        marketId: row.marketId,
        selectionId: row.selectionId,
        marketType: row.marketType,
        line: row.line,
        selectionKey: row.key,
        submittedPrice: submitted[i]!,
      })),
    );
    if (delay !== null) return { betId: bet.id };
    try {
      await tx.transaction((savepoint) => acceptBet(savepoint, { bet, legs: betLegs, now }));
    } catch (error) {
      if (!(error instanceof SportRefusal)) throw error;
      const { status, ...detail } = error.answer;
      await markRefused(tx, { betId: bet.id, refusal: status, detail });
    }
    return { betId: bet.id };
  });

  if ('refused' in placed && placed.refused) return placed.refused;
  const bet = await findBetByRequest(db, memberId, requestId);
  if (!bet) throw new Error('a placed sport bet is missing');
  return answerOf(db, bet);
}
