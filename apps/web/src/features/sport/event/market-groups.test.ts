import type { TSportEvent, TSportMarket } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { marketGroups } from './market-groups';

let nextId = 1;
const market = (
  type: TSportMarket['type'],
  line: number | null,
  state: TSportMarket['state'] = 'open',
): TSportMarket => ({
  id: nextId++,
  type,
  line,
  state,
  minStake: 1_000,
  maxStake: 1_000_000,
  selections: [],
});
const event = (sport: string, markets: TSportMarket[]): TSportEvent => ({
  id: 1,
  sport,
  competition: { code: 'c', name: { ko: '리그', en: 'League' }, country: 'kr' },
  home: { ko: '홈', en: 'Home' },
  away: { ko: '원정', en: 'Away' },
  startsAt: '2026-11-28T10:00:00.000Z',
  inPlay: false,
  state: 'scheduled',
  score: null,
  clock: '',
  markets,
});

const shape = (groups: ReturnType<typeof marketGroups>) =>
  groups.map((group) => [group.kind, group.markets.map((m) => m.line)]);

describe('marketGroups', () => {
  it("groups a football match's markets by type, the result first and each group's lines in order, without withdrawn ones", () => {
    const markets = [
      market('1x2', null),
      market('asian_handicap', 0),
      market('over_under', 2.5),
      market('asian_handicap', 0.25),
      market('asian_handicap', -0.25),
      market('over_under', 2.25),
      market('handicap', -1),
      market('handicap', 1),
      market('over_under', 3.5, 'closed'),
      market('asian_handicap', 1, 'suspended'),
    ];
    expect(shape(marketGroups(event('soccer', markets)))).toEqual([
      ['1x2', [null]],
      ['asian_handicap', [-0.25, 0, 0.25, 1]],
      ['over_under', [2.25, 2.5]],
      ['handicap', [-1, 1]],
    ]);
  });

  it('takes a 0 handicap for the match winner where a sport has no draws', () => {
    const markets = [market('asian_handicap', 0), market('asian_handicap', -1.5), market('over_under', 8.5)];
    expect(shape(marketGroups(event('baseball', markets)))).toEqual([
      ['winner', [0]],
      ['asian_handicap', [-1.5]],
      ['over_under', [8.5]],
    ]);
  });
});
