import { REALITY_CHECK_MINUTES } from '@haneul/contract';

type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** The stored reality-check interval as the wire has it: 15, 30 or 60, or null (never). */
export function realityCheckMinutes(stored: number | null): RealityCheckMinutes | null {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(stored ?? -1)
    ? (stored as RealityCheckMinutes)
    : null;
}
