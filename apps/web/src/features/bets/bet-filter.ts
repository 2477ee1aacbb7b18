import type { TBetListBody, TGameKind } from '@haneul/contract';

/** The bets page's filter as its controls hold it: a kind or all, and Korean days ('' for open). */
export interface BetFilter {
  kind: TGameKind | 'all';
  from: string;
  to: string;
}

export const NO_FILTER: BetFilter = { kind: 'all', from: '', to: '' };

/** get-bet-list's body for a page under the filter: unset controls are left out, not sent empty. */
export function betListBody({ kind, from, to }: BetFilter, page: number): TBetListBody {
  return {
    page,
    ...(kind === 'all' ? {} : { kind }),
    ...(from === '' ? {} : { from }),
    ...(to === '' ? {} : { to }),
  };
}

/**
 * A new first or last day. The range never runs backwards (the server would refuse it): a first day
 * after the last one moves the last one with it, and the other way round.
 */
export function withDay(filter: BetFilter, end: 'from' | 'to', day: string): BetFilter {
  const next = { ...filter, [end]: day };
  if (next.from === '' || next.to === '' || next.from <= next.to) return next;
  return end === 'from' ? { ...next, to: day } : { ...next, from: day };
}
