import type { TProviderProtection } from '@haneul/contract';
import { UNRESTRICTED_SLOT_RULES, type TSlotRules } from '../../../protocol/round-api.ts';

const MINUTE_MS = 60_000;

/**
 * The reality check waiting for the window, if any: the latest one due (every `everyMinutes` from
 * `startedAt`, the first one interval after it) that the window has not acknowledged (`seen` is the
 * latest it did). Checks missed while away collapse into the latest: one dialog, not a queue.
 */
export function dueRealityCheck({
  everyMinutes,
  startedAt,
  seen,
  now,
}: {
  everyMinutes: number | null;
  startedAt: Date;
  seen: Date | null;
  now: Date;
}): Date | null {
  if (everyMinutes === null) return null;
  const every = everyMinutes * MINUTE_MS;
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / every);
  if (elapsed < 1) return null;
  const latest = new Date(startedAt.getTime() + elapsed * every);
  return seen !== null && seen >= latest ? null : latest;
}

/** How long a slot spin must still wait: the least spin cycle runs from the previous spin's start. */
export function spinCycleLeftMs({
  minSpinMs,
  previousSpinAt,
  now,
}: {
  minSpinMs: number;
  previousSpinAt: Date | null;
  now: Date;
}): number {
  if (previousSpinAt === null) return 0;
  return Math.max(0, previousSpinAt.getTime() + minSpinMs - now.getTime());
}

/** A wallet that sent no protection leaves slots as the titles define them. */
export function slotRulesOf(protection: TProviderProtection | null): TSlotRules {
  return protection?.slot ?? UNRESTRICTED_SLOT_RULES;
}
