import type { TSportBet } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { betResult, leftOpen } from './bet-result';

type Leg = TSportBet['legs'][number];
const leg = (outcome: Leg['outcome']): Leg => ({
  selectionId: 1,
  eventId: 1,
  sport: 'soccer',
  home: { ko: '홈', en: 'Home' },
  away: { ko: '원정', en: 'Away' },
  startsAt: '2026-11-28T10:00:00.000Z',
  marketType: '1x2',
  line: null,
  key: 'home',
  price: 1.95,
  outcome,
  score: outcome ? { home: 1, away: 0 } : null,
});
const bet = (id: number, state: TSportBet['state'], payout = 0, legs: Leg[] = [leg(null)]): TSportBet => ({
  id,
  state,
  stake: 10_000,
  potentialPayout: 19_500,
  payout,
  refusal: state === 'refused' ? 'suspended' : null,
  placedAt: '2026-11-28T09:00:00.000Z',
  decideAt: null,
  settledAt: state === 'settled' ? '2026-11-28T12:00:00.000Z' : null,
  legs,
});

describe('betResult', () => {
  it('reads a settled bet by what it paid and its legs', () => {
    expect(betResult(bet(1, 'settled', 19_500, [leg('won')]))).toBe('won');
    expect(betResult(bet(1, 'settled', 0, [leg('lost')]))).toBe('lost');
    expect(betResult(bet(1, 'settled', 10_000, [leg('void'), leg('void')]))).toBe('void');
    // A multi with a void leg and a won one paid at the won leg's price: a win.
    expect(betResult(bet(1, 'settled', 19_500, [leg('void'), leg('won')]))).toBe('won');
    // Half lost pays half the stake back: neither a loss nor a void.
    expect(betResult(bet(1, 'settled', 5_000, [leg('half_lost')]))).toBe('partial');
  });

  it('passes the other states through', () => {
    expect(betResult(bet(1, 'waiting'))).toBe('waiting');
    expect(betResult(bet(1, 'open'))).toBe('open');
    expect(betResult(bet(1, 'refused'))).toBe('refused');
  });
});

describe('leftOpen', () => {
  it('notices a bet that left the open list', () => {
    expect(leftOpen(undefined, [bet(1, 'open')])).toBe(false);
    expect(leftOpen([bet(1, 'open')], [bet(1, 'open'), bet(2, 'open')])).toBe(false);
    expect(leftOpen([bet(1, 'open'), bet(2, 'open')], [bet(2, 'open')])).toBe(true);
  });
});
