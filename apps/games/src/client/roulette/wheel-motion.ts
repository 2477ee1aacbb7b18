import { ROULETTE_WHEEL } from '@haneul/game-math';

/**
 * The wheel's motion as pure functions of time, so the drawing only samples them each frame. Angles
 * are degrees clockwise from the top. The wheel turns clockwise and slows to a stop; the ball is
 * launched the other way round the ball track, slows, drops off the track, bounces over the frets
 * and comes to rest in the drawn pocket, then rides the wheel until it stops.
 */
export const POCKET_ARC = 360 / ROULETTE_WHEEL.length;

/** The centre of a pocket in the wheel's own frame (0 at the top when the wheel is at 0°). */
export function pocketAngle(pocket: number): number {
  const at = ROULETTE_WHEEL.indexOf(pocket);
  if (at < 0) throw new RangeError(`not a pocket: ${pocket}`);
  return at * POCKET_ARC;
}

/** An angle in [0, 360). */
export function normalizeAngle(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** Where the wheel and the ball are at one moment. */
export interface WheelPose {
  /** The wheel's rotation. */
  wheel: number;
  /** The ball's position round the wheel (absolute, not in the wheel's frame). */
  ball: number;
  /** 0: the ball runs on the ball track; 1: it lies in a pocket. */
  drop: number;
}

export interface SpinPlan {
  /** When the ball comes to rest in the pocket (ms). */
  landAt: number;
  /** When the result may be shown: shortly after the ball has landed (ms). */
  revealAt: number;
  /** When the wheel stops (ms). */
  duration: number;
  at: (ms: number) => WheelPose;
}

const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The ball's fall into the pocket ring: on the track, a drop, two shrinking bounces, at rest. */
function dropAt(x: number, reduced: boolean): number {
  if (reduced) return clamp01(x * 1.5);
  if (x <= 0.55) return 0;
  if (x < 0.8) return ((x - 0.55) / 0.25) ** 2;
  if (x >= 1) return 1;
  const y = (x - 0.8) / 0.2;
  return 1 - 0.22 * Math.abs(Math.sin(2 * Math.PI * y)) * (1 - y);
}

/**
 * A spin from the pose the wheel rests in to the drawn pocket. `reduced` (the player asked for less
 * motion) is a short version: a quarter of a second of travel, no laps.
 */
export function planSpin({
  from,
  pocket,
  reduced,
  laps = 4,
}: {
  from: WheelPose;
  pocket: number;
  reduced: boolean;
  laps?: number;
}): SpinPlan {
  const duration = reduced ? 700 : 4300;
  const landAt = reduced ? 450 : 3200;
  const revealAt = landAt + (reduced ? 100 : 350);
  const wheelTravel = reduced ? 24 : 330;
  // The ball's angle in the wheel's frame, from where it starts to the pocket, the long way round
  // (backwards: it runs against the wheel).
  const relFrom = from.ball - from.wheel;
  const travel = normalizeAngle(relFrom - pocketAngle(pocket)) + 360 * (reduced ? 0 : laps);
  return {
    landAt,
    revealAt,
    duration,
    at(ms) {
      const wheel = from.wheel + wheelTravel * easeOutCubic(clamp01(ms / duration));
      const x = clamp01(ms / landAt);
      const rel = relFrom - travel * easeOutCubic(x);
      return { wheel, ball: wheel + rel, drop: dropAt(x, reduced) };
    },
  };
}
