import { describe, expect, it } from 'vitest';
import {
  exactRtp,
  findSlotTitle,
  maxWinMultiple,
  rational,
  rationalAdd,
  rationalCompare,
  rationalDiv,
  rationalMul,
  rationalSub,
  rationalToFixed,
  rationalToNumber,
  rtpTable,
  slotTitles,
  type Rational,
  type SlotVolatility,
} from '../index.ts';

const VOLATILITY_ORDER: readonly SlotVolatility[] = ['low', 'medium', 'medium-high', 'high', 'very-high'];

// The published exact RTP of each title (percent, 4 decimals). Retuning a title's strips or pay
// table changes its figure here on purpose: the help screen and BENCHMARKS.md print these.
const PUBLISHED: Record<string, string> = {
  'sky-palace': '95.9552',
  'golden-persimmon': '95.7175',
  'moonlit-tiger': '96.3009',
  'dokkaebi-treasure': '96.1427',
  'hanok-fortune': '96.5783',
  'hahoe-mask-dance': '95.5126',
  'dragon-palace': '96.2479',
  'heungbu-gourds': '96.2141',
};

// The largest win of a paid spin, in total bets: the API's catalogue declares these as the titles'
// maximum multipliers, and the wallet refuses a win above it. A retune or a new cap moves them.
const MAX_WIN: Record<string, Rational> = {
  'sky-palace': rational(22_614),
  'golden-persimmon': rational(85_917),
  'moonlit-tiger': rational(2_316_329, 8),
  'dokkaebi-treasure': rational(976_512),
  'hanok-fortune': rational(34_534_957, 10),
  'hahoe-mask-dance': rational(6_535_643, 50),
  'dragon-palace': rational(4007, 25),
  'heungbu-gourds': rational(19_055, 4),
};

/** Titles with a free-spin feature (the three newest play multiplier wilds, tumbles or respins). */
const withFreeSpins = slotTitles.filter((title) => Object.keys(title.freeSpins.awards).length > 0);

describe('built-in slot titles', () => {
  it('are eight distinct titles with names in Korean and English', () => {
    expect(slotTitles.length).toBe(8);
    expect(new Set(slotTitles.map((t) => t.code)).size).toBe(slotTitles.length);
    for (const title of slotTitles) {
      expect(title.name.ko).toMatch(/[가-힣]/);
      expect(title.name.en).toMatch(/^[A-Za-z' ]+$/);
      expect(findSlotTitle(title.code)).toBe(title);
      for (const symbol of title.symbols) expect(symbol.name.ko && symbol.name.en).toBeTruthy();
    }
    expect(findSlotTitle('no-such-title')).toBeUndefined();
  });

  it('use a 5x3 or larger window, distinct paylines, and bets in whole coins', () => {
    for (const title of slotTitles) {
      expect(title.reels).toBeGreaterThanOrEqual(5);
      expect(title.rows).toBeGreaterThanOrEqual(3);
      if (title.evaluation.kind === 'lines') {
        const lines = title.evaluation.lines.map((line) => line.join(''));
        expect(new Set(lines).size).toBe(lines.length);
        expect(lines.length).toBe(title.coinsPerSpin);
      }
      expect(title.minBet % title.coinsPerSpin).toBe(0);
      expect(title.maxBet % title.coinsPerSpin).toBe(0);
      const kinds = (kind: string) => title.symbols.filter((s) => s.kind === kind).length;
      // One wild, or a ways game's multiplier wilds; a scatter for free spins, a cash symbol for respins.
      expect(kinds('wild')).toBe(title.symbols.some((s) => s.multiplier) ? 2 : 1);
      expect(kinds('scatter')).toBe(withFreeSpins.includes(title) ? 1 : 0);
      expect(kinds('cash')).toBe(title.mechanic?.kind === 'hold-and-spin' ? 1 : 0);
    }
  });

  it('are five plain titles and one of each new mechanic', () => {
    const mechanics = slotTitles.map((t) =>
      t.mechanic ? t.mechanic.kind : t.symbols.some((s) => s.multiplier) ? 'multiplier-wilds' : 'plain',
    );
    expect(mechanics).toEqual([
      ...new Array<string>(5).fill('plain'),
      'multiplier-wilds',
      'cascade',
      'hold-and-spin',
    ]);
  });

  for (const title of slotTitles) {
    // How long the exact figure takes is a benchmark (npm run bench), not a test.
    it(`${title.code}: exact RTP between 94% and 97%, and maximum win, as published`, () => {
      const table = rtpTable(title);
      expect(table.rtp).toBeGreaterThanOrEqual(0.94);
      expect(table.rtp).toBeLessThanOrEqual(0.97);
      expect(table.rtpPercent).toBe(PUBLISHED[title.code]);
      // Each title's feature carries part of the return: free spins, tumbles or respins.
      const feature = {
        none: table.freeSpinsRtp,
        cascade: table.cascade?.tumblesPerSpin,
        'hold-and-spin': table.holdAndSpin?.rtp,
      }[title.mechanic?.kind ?? 'none'];
      expect(feature).toBeGreaterThan(0);
      expect(maxWinMultiple(title)).toEqual(MAX_WIN[title.code]);
      expect(table.maxWin).toBe(rationalToNumber(MAX_WIN[title.code]!));
    });
  }

  for (const title of withFreeSpins) {
    it(`${title.code}: capped RTP below the uncapped series by the return of the forfeited spins`, () => {
      const exact = exactRtp(title);
      // The cap alone ends the feature, but the titles keep retriggers rare (fewer than one extra
      // spin per free spin), so the uncapped chain ends too and its series is the old figure.
      expect(rationalCompare(exact.retriggerRate, rational(1))).toBeLessThan(0);
      const uncappedSpins = rationalDiv(
        exact.freeSpinsAwarded,
        rationalSub(rational(1), exact.retriggerRate),
      );
      const forfeited = rationalSub(uncappedSpins, exact.freeSpinsPerTrigger);
      const perSpin = rationalMul(exact.freeSpinsTrigger, exact.freeSpinReturn);
      const uncapped = rationalAdd(exact.baseRtp, rationalMul(perSpin, uncappedSpins));
      expect(rationalCompare(forfeited, rational(0))).toBeGreaterThan(0);
      expect(rationalSub(uncapped, exact.rtp)).toEqual(rationalMul(perSpin, forfeited));
      expect(rationalToFixed(rationalMul(uncapped, rational(100)), 4)).toBe(PUBLISHED[title.code]);
    });
  }

  it('have the volatility they claim: every title of a class spreads more than any of the class below', () => {
    const sdsOf = (volatility: SlotVolatility) =>
      slotTitles.filter((t) => t.volatility === volatility).map((t) => rtpTable(t).sd);
    for (let i = 1; i < VOLATILITY_ORDER.length; i++) {
      const below = sdsOf(VOLATILITY_ORDER[i - 1]!);
      const here = sdsOf(VOLATILITY_ORDER[i]!);
      expect(below.length * here.length).toBeGreaterThan(0);
      expect(Math.min(...here)).toBeGreaterThan(Math.max(...below));
    }
    // The five plain titles, one to a class, still step up by at least 30% each.
    const plain = slotTitles.slice(0, 5).map((t) => rtpTable(t).sd);
    for (let i = 1; i < plain.length; i++) expect(plain[i]!).toBeGreaterThan(plain[i - 1]! * 1.3);
  });
});
