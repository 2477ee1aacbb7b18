import { readFileSync } from 'node:fs';
import {
  DEMO_CASINO_GAMES,
  DEMO_SLOTS,
  DEMO_SPORTS,
  DEMO_STUDIOS,
  DEMO_TRANSFER_PROVIDER,
  DEMO_TRANSFER_SLOTS,
} from '@haneul/db';
import { describe, expect, it } from 'vitest';
import { type AppLocale, locales, messageFile } from '../../i18n/locales';
import { localName, translatedNames } from './game-names';

const namesOf = (locale: AppLocale) =>
  translatedNames(
    JSON.parse(
      readFileSync(new URL(`../../../messages/${messageFile(locale)}.json`, import.meta.url), 'utf8'),
    ),
  );

const games = [...Object.values(DEMO_SLOTS).flat(), ...DEMO_TRANSFER_SLOTS, ...DEMO_CASINO_GAMES];
const studios = [...DEMO_STUDIOS, DEMO_TRANSFER_PROVIDER];
const sports = [...DEMO_SPORTS];

/** What a native speaker reads for a few of the demo titles, per language. */
const EXPECTED: Record<AppLocale, Record<string, string>> = {
  ko: {
    'sky-palace': '하늘 궁전',
    'dokkaebi-treasure': '도깨비 보물',
    'dragon-palace': '용궁',
    baccarat: '바카라',
  },
  en: {
    'sky-palace': 'Sky Palace',
    'dokkaebi-treasure': "Dokkaebi's Treasure",
    'dragon-palace': "Dragon King's Palace",
    baccarat: 'Baccarat',
  },
  jp: {
    'sky-palace': '天空の宮殿',
    'dokkaebi-treasure': 'トッケビの秘宝',
    'dragon-palace': '竜宮城',
    baccarat: 'バカラ',
  },
  vn: {
    'sky-palace': 'Thiên Cung',
    'dokkaebi-treasure': 'Kho Báu Dokkaebi',
    'dragon-palace': 'Long Cung',
    baccarat: 'Baccarat',
  },
  cn: { 'sky-palace': '天宫', 'dokkaebi-treasure': '鬼怪宝藏', 'dragon-palace': '龙宫', baccarat: '百家乐' },
};

describe.each([...locales])('game names on %s pages', (locale) => {
  const names = namesOf(locale);

  it('names the demo titles as a native speaker would', () => {
    for (const [code, name] of Object.entries(EXPECTED[locale])) {
      const game = games.find((entry) => entry.code === code);
      expect(game && localName(game, locale, names.games), code).toBe(name);
    }
  });

  it('has a name for every game, studio and sport of the catalogue', () => {
    for (const entry of games) expect(localName(entry, locale, names.games).trim(), entry.code).not.toBe('');
    for (const studio of studios) expect(localName(studio, locale, names.providers).trim()).not.toBe('');
    for (const sport of sports) expect(localName(sport, locale, names.sports).trim()).not.toBe('');
    if (locale === 'ko' || locale === 'en') return;
    // The languages the catalogue lacks: every entry translated, none left to the English fallback.
    expect(Object.keys(names.games).sort()).toEqual(games.map((entry) => entry.code).sort());
    expect(Object.keys(names.providers).sort()).toEqual(studios.map((studio) => studio.code).sort());
    expect(Object.keys(names.sports).sort()).toEqual(sports.map((sport) => sport.code).sort());
  });

  it('falls back to the English name for a code without a translation', () => {
    const added = { code: 'new-title', nameKo: '새 게임', nameEn: 'New Title' };
    expect(localName(added, locale, names.games)).toBe(locale === 'ko' ? '새 게임' : 'New Title');
  });
});

describe('translatedNames', () => {
  it('reads nothing from messages without a well-formed gameNames section', () => {
    const none = { games: {}, providers: {}, sports: {} };
    expect(translatedNames({})).toEqual(none);
    expect(translatedNames({ gameNames: 'x' })).toEqual(none);
    expect(translatedNames({ gameNames: { games: { a: 1 } } })).toEqual(none);
  });
});
