import type { TPlaceSportBetAnswer } from '@haneul/contract';
import {
  isLedgerError,
  memberId as toMemberId,
  siteSettings,
  takeSportStake,
  won,
  type Db,
} from '@haneul/db';
import { acceptedPrice, potentialPayout, price, type OddsChangePolicy, type Price } from '@haneul/sportsbook';
import { lockSlip, markAccepted, type BetRow, type LegRow, type SlipRow } from './bets.queries.ts';
import { addExposure, exposureOf, type ExposureScope } from './exposure.queries.ts';
import { addPlayUsage, lockForLimits, playLimitReached } from '../protection/play-limits.queries.ts';
import { priceToWire } from './sport.wire.ts';

export type SportRefusalAnswer = Exclude<TPlaceSportBetAnswer, { status: 'success' }>;

/** A bet the rules refuse: thrown inside the acceptance's savepoint, so nothing of it stays. */
export class SportRefusal extends Error {
  constructor(readonly answer: SportRefusalAnswer) {
    super(`sport bet refused: ${answer.status}`);
  }
}

/** Whether a leg's market may still take a bet at `now`: open, and its event not over or started
 *  (pre-match) — an in-play leg needs its event in play. */
function takesBets(row: SlipRow, now: Date): boolean {
  if (!row.sportUsed || row.marketState !== 'open') return false;
  if (row.eventState === 'in_play') return true;
  return row.eventState === 'scheduled' && row.startsAt > now;
}

/** The largest stake whose payout at `prices` stays within `cap` (0 when none does). */
function largestStakeFor(cap: number, prices: readonly Price[]): number {
  const product = prices.reduce((total, p) => total * BigInt(p), 1n);
  const scale = 1000n ** BigInt(prices.length);
  return Number((BigInt(cap) * scale) / product);
}

/**
 * Accepts a waiting bet, or throws the refusal its answer is. Every rule is checked against the
 * slip as it stands under its FOR SHARE locks, then the exposure is added scope by scope (each a
 * guarded UPDATE, so concurrent bets cannot pass a cap together) and the stake is taken through the
 * ledger: a cap or an empty balance throws and the caller's savepoint undoes the rest.
 */
export async function acceptBet(
  tx: Db,
  { bet, legs, now }: { bet: BetRow; legs: readonly LegRow[]; now: Date },
): Promise<{ cash: number }> {
  const slip = await lockSlip(
    tx,
    legs.map((leg) => leg.selectionId),
  );
  const byId = new Map(slip.map((row) => [row.selectionId, row]));
  const rows = legs.map((leg) => byId.get(leg.selectionId));
  if (rows.some((row) => !row || !takesBets(row, now))) throw new SportRefusal({ status: 'suspended' });
  const current = rows as SlipRow[];

  // The market's price now, within the member's policy against the price they saw.
  const accepted = legs.map((leg, i) =>
    acceptedPrice(bet.oddsPolicy as OddsChangePolicy, price(leg.submittedPrice), price(current[i]!.price)),
  );
  if (accepted.some((p) => p === null)) {
    throw new SportRefusal({
      status: 'odds',
      legs: current.map((row) => ({ selectionId: row.selectionId, price: priceToWire(row.price) })),
    });
  }
  const prices = accepted as Price[];

  const minStake = Math.max(...current.map((row) => row.minStake));
  const maxStake = Math.min(...current.map((row) => row.maxStake));
  if (bet.stake < minStake) throw new SportRefusal({ status: 'limit', reason: 'min_stake' });
  if (bet.stake > maxStake) throw new SportRefusal({ status: 'limit', reason: 'max_stake', max: maxStake });

  const settings = await siteSettings(tx);
  const payout = potentialPayout(bet.stake, prices);
  if (payout > settings.sportMaxPayout) {
    const max = largestStakeFor(settings.sportMaxPayout, prices);
    throw new SportRefusal({ status: 'limit', reason: 'max_payout', max });
  }

  // The member's cash is locked before any exposure row, as settlement locks it before releasing
  // them: one order, so a placement and a settlement never wait on each other in a cycle. Under it
  // the member's own loss, wager and session limits are decided as the wallet decides its bets, so
  // racing bets cannot pass a limit together.
  const limited = await lockForLimits(tx, bet.memberId);
  if (limited && (await playLimitReached(tx, { memberId: bet.memberId, amount: bet.stake, now }))) {
    throw new SportRefusal({ status: 'limit', reason: 'play_limit' });
  }

  // A multi counts its whole liability on every selection and event it touches: a conservative
  // reading, as books take it, since any one leg may be the last one standing.
  const liability = payout - bet.stake;
  const scopes: { scope: ExposureScope; scopeId: number; cap: number }[] = [
    ...current.map((row) => ({
      scope: 'selection' as const,
      scopeId: row.selectionId,
      cap: settings.sportSelectionLiability,
    })),
    ...[...new Set(current.map((row) => row.eventId))].map((eventId) => ({
      scope: 'event' as const,
      scopeId: eventId,
      cap: settings.sportEventLiability,
    })),
    { scope: 'member', scopeId: bet.memberId, cap: settings.sportMemberLiability },
  ];
  // One order for every writer of the exposure rows (settlement releases in it too), so two bets
  // sharing two selections never lock them the other way round.
  scopes.sort((a, b) => a.scope.localeCompare(b.scope) || a.scopeId - b.scopeId);
  for (const scope of scopes) {
    if (!(await addExposure(tx, { ...scope, amount: liability }))) {
      const room = scope.cap - (await exposureOf(tx, scope.scope, scope.scopeId));
      // The stake whose liability fits the room left: stake × (product − 1) ≤ room.
      const perWon = payout / bet.stake - 1;
      const max = perWon > 0 ? Math.max(0, Math.floor(room / perWon)) : undefined;
      throw new SportRefusal({ status: 'limit', reason: 'liability', ...(max === undefined ? {} : { max }) });
    }
  }

  let taken: Awaited<ReturnType<typeof takeSportStake>>;
  try {
    taken = await takeSportStake(tx, {
      memberId: toMemberId(bet.memberId),
      betId: bet.id,
      stake: won(bet.stake),
      createdAt: now,
    });
  } catch (error) {
    if (isLedgerError(error, 'insufficient_funds')) throw new SportRefusal({ status: 'balance' });
    throw error;
  }
  if (limited) await addPlayUsage(tx, { memberId: bet.memberId, at: now, wagered: bet.stake, won: 0 });
  await markAccepted(tx, {
    bet,
    prices: new Map(legs.map((leg, i) => [leg.id, prices[i]!])),
    potentialPayout: payout,
    stakeEntryId: taken.entryId,
    now,
  });
  return { cash: taken.cash };
}
