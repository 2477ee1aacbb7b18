import { invalidFields } from '@haneul/server-kit';
import type { TRealityCheck, TSlotRules } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import { invalidToken, realityCheckDue, tooSoon } from '../../lib/games-errors.ts';
import type { TWager } from '../games/draw-outcome.ts';
import {
  latestRoundStart,
  markRealityCheckSeen,
  readWindowProtection,
  roundTotalsSince,
  type WindowProtectionRow,
} from './protection.queries.ts';
import { dueRealityCheck, slotRulesOf, spinCycleLeftMs } from './protection-rules.ts';

/** The session start reality checks count from: the wallet's, else this window's own. */
const sessionStart = (window: WindowProtectionRow) =>
  window.protection ? new Date(window.protection.sessionStartedAt) : window.createdAt;

/** The reality check waiting for the window, with this window session's figures, or null. */
export async function pendingRealityCheck(
  db: GamesDb,
  window: WindowProtectionRow,
  now: Date,
): Promise<TRealityCheck | null> {
  const startedAt = sessionStart(window);
  const due = dueRealityCheck({
    everyMinutes: window.protection?.realityCheckMinutes ?? null,
    startedAt,
    seen: window.realityCheckSeen,
    now,
  });
  if (!due) return null;
  const { staked, won } = await roundTotalsSince(db, {
    playerId: window.playerId,
    gameCode: window.gameCode,
    since: window.createdAt,
  });
  return {
    due: due.toISOString(),
    playedMs: Math.max(0, now.getTime() - startedAt.getTime()),
    staked,
    won,
    net: won - staked,
  };
}

async function windowOf(db: GamesDb, windowKey: string): Promise<WindowProtectionRow> {
  const window = await readWindowProtection(db, windowKey);
  // The session resolved a moment ago; gone now means it expired and was swept.
  if (!window) throw invalidToken();
  return window;
}

/** The protection the window applies, as the session call answers it. */
export async function windowProtection(
  db: GamesDb,
  windowKey: string,
  now: Date,
): Promise<{ slot: TSlotRules; realityCheck: TRealityCheck | null }> {
  const window = await windowOf(db, windowKey);
  return { slot: slotRulesOf(window.protection), realityCheck: await pendingRealityCheck(db, window, now) };
}

/**
 * Before a new round is drawn: a reality check due and not acknowledged refuses it
 * (`reality_check`), and so, for a slot, does a stake above the operator's cap (`invalid`, bet
 * `above_max_stake`) or a spin inside the least spin cycle (`too_soon`). A hand in play is not a
 * new round: its decisions go on, so a check never strands a stake.
 */
export async function guardNewRound(
  db: GamesDb,
  { windowKey, wager, now }: { windowKey: string; wager: TWager; now: Date },
): Promise<void> {
  const window = await windowOf(db, windowKey);
  const check = await pendingRealityCheck(db, window, now);
  if (check) throw realityCheckDue(check);
  if (wager.kind !== 'slot') return;
  const rules = slotRulesOf(window.protection);
  if (rules.maxStake !== null && wager.bet > rules.maxStake) {
    throw invalidFields({ field: 'bet', reason: 'above_max_stake' });
  }
  if (rules.minSpinMs === 0) return;
  const previousSpinAt = await latestRoundStart(db, { playerId: window.playerId, gameCode: window.gameCode });
  const left = spinCycleLeftMs({ minSpinMs: rules.minSpinMs, previousSpinAt, now });
  if (left > 0) throw tooSoon(left);
}

/**
 * POST /api/reality-check: the window showed the check due at `due` and the player chose to go on.
 * A `due` still in the future acknowledges nothing yet to come (`invalid`). Answers the check still
 * waiting if a later one fell due meanwhile.
 */
export async function acknowledgeRealityCheck(
  db: GamesDb,
  { windowKey, due, now }: { windowKey: string; due: Date; now: Date },
): Promise<{ realityCheck: TRealityCheck | null }> {
  if (due > now) throw invalidFields({ field: 'due', reason: 'not_due' });
  await markRealityCheckSeen(db, windowKey, due);
  return { realityCheck: await pendingRealityCheck(db, await windowOf(db, windowKey), now) };
}
