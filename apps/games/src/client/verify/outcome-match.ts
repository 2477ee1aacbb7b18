import type { TRoundView } from '../../protocol/round-api.ts';
import type { Replayed } from './recompute-round.ts';

/**
 * Whether a replayed round is the stored one: the whole engine result must agree (every stop,
 * every line win, every free spin; every card and every payout), not only the amount paid.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export function matchesStored(replayed: Replayed, stored: TRoundView): boolean {
  if (replayed.kind === 'slot') return stored.spin !== null && sameValue(replayed.spin, stored.spin);
  if (replayed.kind === 'blackjack') {
    const hand = stored.blackjack;
    return (
      hand !== undefined &&
      hand.bet === replayed.bet &&
      sameValue(replayed.actions, hand.actions) &&
      sameValue(replayed.view, hand.view)
    );
  }
  if (replayed.kind === 'table')
    return (
      stored.table !== null &&
      sameValue(replayed.draw, stored.table.draw) &&
      sameValue(replayed.settlement, stored.table.settlement)
    );
  const dealt = stored.baccarat;
  return (
    dealt !== null && sameValue(replayed.coup, dealt.coup) && sameValue(replayed.settlement, dealt.settlement)
  );
}
