import type { TPlayLimit } from '@haneul/contract';

/** How much of a limit is used, 0–100, for its bar: one lowered under what was already used shows full. */
export function usedPercent({ used, amount }: Pick<TPlayLimit, 'used' | 'amount'>): number {
  return Math.min(100, Math.floor((used / amount) * 100));
}

/**
 * A pending raise or removal as the member sees it: still cooling off (the confirm button waits
 * until `from`), or due (the button confirms it now). `amount` is null for a removal.
 */
export type PendingView =
  { state: 'none' } | { state: 'waiting' | 'due'; amount: number | null; from: string };

export function pendingView({ pending }: Pick<TPlayLimit, 'pending'>, now: number): PendingView {
  if (!pending) return { state: 'none' };
  const state = Date.parse(pending.from) <= now ? 'due' : 'waiting';
  return { state, amount: pending.amount, from: pending.from };
}

/**
 * What asking for `amount` (null: removal) would do, as the server decides it (docs/protection.md),
 * so the form can say so before it is sent: a first or lower limit applies `now`; a raise or a
 * removal is `pending` for the cooling-off; the amount in force changes nothing but `cancel`s a
 * pending change; removing a limit that does not exist does `nothing`.
 */
export type ChangeEffect = 'now' | 'pending' | 'cancel' | 'nothing';

export function changeEffect(
  current: Pick<TPlayLimit, 'amount' | 'pending'> | undefined,
  amount: number | null,
): ChangeEffect {
  if (!current) return amount === null ? 'nothing' : 'now';
  if (amount === current.amount) return current.pending ? 'cancel' : 'nothing';
  if (amount !== null && amount < current.amount) return 'now';
  return 'pending';
}
