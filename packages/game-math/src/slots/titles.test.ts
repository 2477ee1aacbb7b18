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
};

// The largest win of a paid spin, in total bets: the API's catalogue declares these as the titles'
// maximum multipliers, and the wallet refuses a win above it. A retune or a new cap moves them.
const MAX_WIN: Record<string, Rational> = {
  'sky-palace': rational(22_614),
  'golden-persimmon': rational(85_917),
  'moonlit-tiger': rational(2_316_329, 8),
  'dokkaebi-treasure': rational(976_512),
  'hanok-fortune': rational(34_534_957, 10),
};

describe('built-in slot titles', () => {
  it('are at least five distinct titles with names in Korean and English', () => {
    expect(slotTitles.length).toBeGreaterThanOrEqual(5);
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
      expect(title.symbols.filter((s) => s.kind === 'wild')).toHaveLength(1);
      expect(title.symbols.filter((s) => s.kind === 'scatter')).toHaveLength(1);
    }
  });

  for (const title of slotTitles) {
    // How long the exact figure takes is a benchmark (npm run bench), not a test.
    it(`${title.code}: exact RTP between 94% and 97%, and maximum win, as published`, () => {
      const table = rtpTable(title);
      expect(table.rtp).toBeGreaterThanOrEqual(0.94);
      expect(table.rtp).toBeLessThanOrEqual(0.97);
      expect(table.rtpPercent).toBe(PUBLISHED[title.code]);
      expect(table.freeSpinsRtp).toBeGreaterThan(0);
      expect(maxWinMultiple(title)).toEqual(MAX_WIN[title.code]);
      expect(table.maxWin).toBe(rationalToNumber(MAX_WIN[title.code]!));
    });

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

  it('have the volatility they claim: the standard deviation rises with each class', () => {
    const sorted = [...slotTitles].sort(
      (a, b) => VOLATILITY_ORDER.indexOf(a.volatility) - VOLATILITY_ORDER.indexOf(b.volatility),
    );
    const sds = sorted.map((title) => rtpTable(title).sd);
    for (let i = 1; i < sds.length; i++) expect(sds[i]!).toBeGreaterThan(sds[i - 1]! * 1.3);
    expect(new Set(sorted.map((t) => t.volatility)).size).toBe(sorted.length);
  });
});
