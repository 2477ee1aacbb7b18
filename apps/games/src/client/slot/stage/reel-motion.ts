/**
 * The arithmetic of one reel's movement, free of PixiJS so it can be reasoned about (and tested)
 * alone. A reel is a tape of symbols; `pos` is the tape index shown on the top row, and it
 * decreases while the reel turns, so symbols travel downwards as on a real machine.
 */

/** Cells per millisecond at full speed. */
export const SPIN_SPEED = 0.03;
/** How long the final deceleration lasts, overshoot and settle included. */
export const SETTLE_MS = 420;
/** The upward nudge before a reel starts, as a hand pulls the lever. */
export const WINDUP_MS = 140;
const WINDUP_CELLS = 0.22;

const BACK = 1.70158;
/** easeOutBack: rushes in, overshoots by about a tenth, settles back (the bounce). */
export function easeOutBack(u: number): number {
  const x = u - 1;
  return 1 + (BACK + 1) * x * x * x + BACK * x * x;
}
/** Its slope at the start, to match the reel's running speed. */
const EASE_START_SLOPE = 3 * (BACK + 1) - 2 * BACK;

/** Distance the settle covers when entered at full speed. */
export const SETTLE_CELLS = (SPIN_SPEED * SETTLE_MS) / EASE_START_SLOPE;

export type Motion =
  | { kind: 'idle' }
  | { kind: 'running'; startAt: number; from: number }
  | { kind: 'landing'; at: number; from: number; to: number; settleFrom: number; settleAt: number };

/** Position of a running reel `t` ms after `startAt`: the windup, then full speed. */
export function runningPos(from: number, elapsed: number): number {
  if (elapsed <= 0) return from;
  if (elapsed < WINDUP_MS) return from + WINDUP_CELLS * Math.sin((Math.PI * elapsed) / WINDUP_MS);
  return from - SPIN_SPEED * (elapsed - WINDUP_MS);
}

/**
 * Plans a landing from position `pos` (running at full speed): the target top index `to` lies at
 * least `rows + 2` cells ahead, so the target symbols enter from above, never pop into view.
 */
export function planLanding(pos: number, now: number, rows: number): Extract<Motion, { kind: 'landing' }> {
  const to = Math.floor(pos) - (rows + 3);
  const settleFrom = to + SETTLE_CELLS;
  return {
    kind: 'landing',
    at: now,
    from: pos,
    to,
    settleFrom,
    settleAt: now + (pos - settleFrom) / SPIN_SPEED,
  };
}

/** Position during a landing; `done` once the settle is over. */
export function landingPos(
  plan: Extract<Motion, { kind: 'landing' }>,
  now: number,
): { pos: number; done: boolean } {
  if (now < plan.settleAt) return { pos: plan.from - SPIN_SPEED * (now - plan.at), done: false };
  const u = Math.min(1, (now - plan.settleAt) / SETTLE_MS);
  return { pos: plan.settleFrom - SETTLE_CELLS * easeOutBack(u), done: u >= 1 };
}

/**
 * A tumble's fall, `u` from 0 to 1: symbols speed up as they drop (a falling body's square),
 * land at seven tenths of the way and bounce once, a little, before they rest.
 */
export function fallEase(u: number): number {
  if (u <= 0) return 0;
  if (u < 0.7) return (u / 0.7) ** 2;
  if (u >= 1) return 1;
  return 1 - 0.08 * Math.sin((Math.PI * (u - 0.7)) / 0.3);
}
