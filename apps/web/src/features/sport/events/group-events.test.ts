import type { TSportEvent } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { competitionsOf, filterEvents, groupByDay, sportCounts } from './group-events';
import { dayName, matchDay } from './kickoff';

const competitions = {
  epl: { code: 'epl', name: { ko: '잉글랜드 프리미어리그', en: 'Premier League' }, country: 'gb' },
  kl: { code: 'k-league-1', name: { ko: 'K리그1', en: 'K League 1' }, country: 'kr' },
  kbo: { code: 'kbo', name: { ko: 'KBO 리그', en: 'KBO League' }, country: 'kr' },
};
let nextId = 1;
const event = (competition: keyof typeof competitions, startsAt: string, sport = 'soccer'): TSportEvent => ({
  id: nextId++,
  sport,
  competition: competitions[competition],
  home: { ko: '홈', en: 'Home' },
  away: { ko: '원정', en: 'Away' },
  startsAt,
  inPlay: false,
  state: 'scheduled',
  score: null,
  clock: '',
  markets: [],
});

// 23:30 and 23:50 in Korea on the 28th, then the 29th: a Korean match day, not a UTC one.
const EVENTS = [
  event('epl', '2026-11-28T14:30:00.000Z'),
  event('kl', '2026-11-28T14:50:00.000Z'),
  event('epl', '2026-11-28T15:10:00.000Z'),
  event('kbo', '2026-11-28T15:30:00.000Z', 'baseball'),
];

describe('upcoming events', () => {
  it("group by Korea's match day, then by competition in kick-off order", () => {
    const days = groupByDay(EVENTS);
    expect(days.map((day) => day.day)).toEqual(['2026-11-28', '2026-11-29']);
    expect(days[0]!.competitions.map((c) => [c.code, c.events.map((e) => e.id)])).toEqual([
      ['epl', [EVENTS[0]!.id]],
      ['k-league-1', [EVENTS[1]!.id]],
    ]);
    expect(days[1]!.competitions.map((c) => [c.code, c.events.length])).toEqual([
      ['epl', 1],
      ['kbo', 1],
    ]);
  });

  it('count per sport, list Korean competitions first, and filter by sport and competition', () => {
    expect(sportCounts(EVENTS)).toEqual({
      all: 4,
      bySport: new Map([
        ['soccer', 3],
        ['baseball', 1],
      ]),
    });
    expect(competitionsOf(EVENTS).map((c) => c.code)).toEqual(['k-league-1', 'kbo', 'epl']);
    expect(filterEvents(EVENTS, { sport: 'soccer', competition: null })).toHaveLength(3);
    expect(filterEvents(EVENTS, { sport: 'soccer', competition: 'epl' }).map((e) => e.id)).toEqual([
      EVENTS[0]!.id,
      EVENTS[2]!.id,
    ]);
  });
});

describe('match days', () => {
  const now = Date.parse('2026-11-28T14:00:00.000Z'); // 23:00 in Korea
  const words = { today: '오늘', tomorrow: '내일' };

  it('say today and tomorrow, then the date in the page language', () => {
    expect(matchDay(now)).toBe('2026-11-28');
    expect(dayName('2026-11-28', now, 'ko', words)).toBe('오늘');
    expect(dayName('2026-11-29', now, 'ko', words)).toBe('내일');
    expect(dayName('2026-11-30', now, 'ko', words)).toBe('2026-11-30 (월)');
    expect(dayName('2026-11-30', now, 'en', words)).toBe('2026-11-30 (Mon)');
  });
});
