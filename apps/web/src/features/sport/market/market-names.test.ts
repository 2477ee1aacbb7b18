import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type ko from '../../../../messages/ko.json';
import { type AppLocale, messageFile } from '../../../i18n/locales';
import { marketKind, pickCaption, pickName, type Pick } from './market-names';

function wordsOf(locale: AppLocale) {
  const messages = JSON.parse(
    readFileSync(new URL(`../../../../messages/${messageFile(locale)}.json`, import.meta.url), 'utf8'),
  ) as typeof ko;
  return {
    picks: createTranslator({ locale, messages, namespace: 'sport.picks' }),
    short: createTranslator({ locale, messages, namespace: 'sport.short' }),
  };
}

const TEAMS = { home: '울산 HD', away: 'FC 서울' };
const pick = (marketType: Pick['marketType'], line: number | null, key: Pick['key'], sport = 'soccer') => ({
  sport,
  marketType,
  line,
  key,
});

describe('marketKind', () => {
  it('reads a 0 handicap as the match winner where a sport has no draws', () => {
    expect(marketKind('asian_handicap', 0, 'baseball')).toBe('winner');
    expect(marketKind('asian_handicap', 0, 'esports')).toBe('winner');
    expect(marketKind('asian_handicap', 0, 'soccer')).toBe('asian_handicap');
    expect(marketKind('asian_handicap', -1.5, 'baseball')).toBe('asian_handicap');
    expect(marketKind('1x2', null, 'ice-hockey')).toBe('1x2');
  });
});

describe('pickName', () => {
  const { picks } = wordsOf('ko');
  const name = (p: Pick) => pickName(p, TEAMS, picks);

  it('names results by team, and the draw', () => {
    expect(name(pick('1x2', null, 'home'))).toBe('울산 HD 승');
    expect(name(pick('1x2', null, 'draw'))).toBe('무승부');
    expect(name(pick('1x2', null, 'away'))).toBe('FC 서울 승');
    expect(name(pick('asian_handicap', 0, 'away', 'basketball'))).toBe('FC 서울 승');
  });

  it("signs a handicap for each side: the line is the home side's, the away side takes its negative", () => {
    expect(name(pick('asian_handicap', -0.25, 'home'))).toBe('울산 HD −0.25');
    expect(name(pick('asian_handicap', -0.25, 'away'))).toBe('FC 서울 +0.25');
    expect(name(pick('asian_handicap', 1.5, 'away', 'baseball'))).toBe('FC 서울 −1.5');
    expect(name(pick('asian_handicap', 0, 'away'))).toBe('FC 서울 0');
    expect(name(pick('handicap', -1, 'home'))).toBe('울산 HD −1');
    expect(name(pick('handicap', -1, 'draw'))).toBe('무승부 (홈 −1)');
    expect(name(pick('handicap', -1, 'away'))).toBe('FC 서울 +1');
  });

  it('writes a total without a sign', () => {
    expect(name(pick('over_under', 2.5, 'over'))).toBe('오버 2.5');
    expect(name(pick('over_under', 2.25, 'under'))).toBe('언더 2.25');
  });

  it.each([
    ['en', 'Over 2.5', 'Draw', 'Ulsan HD'],
    ['jp', 'オーバー 2.5', '引き分け', 'Ulsan HD の勝ち'],
    ['vn', 'Tài 2.5', 'Hòa', 'Ulsan HD thắng'],
    ['cn', '大 2.5', '平局', 'Ulsan HD 胜'],
  ] as const)('reads naturally on %s pages', (locale, over, draw, home) => {
    const words = wordsOf(locale).picks;
    const english = { home: 'Ulsan HD', away: 'FC Seoul' };
    expect(pickName(pick('over_under', 2.5, 'over'), english, words)).toBe(over);
    expect(pickName(pick('1x2', null, 'draw'), english, words)).toBe(draw);
    expect(pickName(pick('1x2', null, 'home'), english, words)).toBe(home);
  });
});

describe('pickCaption', () => {
  const { short } = wordsOf('ko');

  it("shows a list's price buttons by result, side line or total", () => {
    expect(pickCaption(pick('1x2', null, 'draw'), short)).toBe('무');
    expect(pickCaption(pick('asian_handicap', 0, 'away', 'volleyball'), short)).toBe('패');
    expect(pickCaption(pick('asian_handicap', -1.5, 'home', 'volleyball'), short)).toBe('−1.5');
    expect(pickCaption(pick('asian_handicap', -1.5, 'away', 'volleyball'), short)).toBe('+1.5');
    expect(pickCaption(pick('over_under', 150.5, 'under', 'basketball'), short)).toBe('언더 150.5');
  });
});
