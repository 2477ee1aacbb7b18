import type { SlotTitle } from '../slot-title.ts';
import { LINES_5X3_10 } from './paylines.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 한옥의 행운 · Hanok Fortune. A traditional house at new year: the fortune character, grand
 * gate, crock terrace and silk lanterns; the hanok itself is wild and pays 25,000 coins for five
 * on a line. 10 lines, very high volatility: short free-spin rounds at x3 on reels with stacked
 * wilds carry a third of the return. A round awards 5 to 12 spins and plays about 5.3 with
 * retriggers, so its cap is 50 free spins: ten times a typical round, and half the maximum win a
 * cap of 100 would declare (one full-wild free spin alone pays 75,000 bets).
 */
export const hanokFortune: SlotTitle = {
  code: 'hanok-fortune',
  name: { ko: '한옥의 행운', en: 'Hanok Fortune' },
  volatility: 'very-high',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X3_10 },
  coinsPerSpin: 10,
  minBet: 100,
  maxBet: 100_000,
  symbols: [
    {
      code: 'WD',
      kind: 'wild',
      name: { ko: '한옥', en: 'Hanok' },
      pays: { 2: 5, 3: 200, 4: 2000, 5: 25000 },
    },
    {
      code: 'SC',
      kind: 'scatter',
      name: { ko: '황금 열쇠', en: 'Golden Key' },
      pays: { 3: 5, 4: 25, 5: 250 },
    },
    { code: 'BK', kind: 'regular', name: { ko: '복', en: 'Fortune' }, pays: { 3: 100, 4: 500, 5: 2500 } },
    {
      code: 'GT',
      kind: 'regular',
      name: { ko: '솟을대문', en: 'Grand Gate' },
      pays: { 3: 50, 4: 200, 5: 1000 },
    },
    {
      code: 'JG',
      kind: 'regular',
      name: { ko: '장독대', en: 'Crock Terrace' },
      pays: { 3: 30, 4: 100, 5: 500 },
    },
    {
      code: 'LT',
      kind: 'regular',
      name: { ko: '청사초롱', en: 'Silk Lantern' },
      pays: { 3: 20, 4: 80, 5: 300 },
    },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 7, 4: 28, 5: 105 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 6, 4: 21, 5: 84 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 4, 4: 14, 5: 70 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 4, 4: 14, 5: 70 } },
  ],
  reelStrips: [
    'Q J A K JG LT Q J GT WD Q J A K SC Q J JG LT BK Q J A K Q J GT JG Q J LT A K Q J',
    'J GT WD Q J A K SC Q J JG LT BK Q J A K Q J GT JG Q J LT A K Q J Q J A K JG LT Q',
    'SC Q J JG LT BK Q J A K Q J GT JG Q J LT A K Q J Q J A K JG LT Q J GT WD Q J A K',
    'J A K Q J GT JG Q J LT A K Q J Q J A K JG LT Q J GT WD Q J A K SC Q J JG LT BK Q',
    'Q J LT A K Q J Q J A K JG LT Q J GT WD Q J A K SC Q J JG LT BK Q J A K Q J GT JG',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 5, 4: 8, 5: 12 },
    multiplier: 3,
    maxSpins: 50,
    reelStrips: [
      'Q J A K JG LT Q J GT WD WD WD Q J A K SC Q J JG LT BK Q J A K Q J GT JG Q J LT A K Q J',
      'J WD WD WD GT Q J A K SC Q J BK JG LT Q J A K Q J WD WD WD GT Q J JG LT A K Q J Q J A K JG LT Q',
      'SC Q J BK JG LT Q J A K Q J WD WD WD GT Q J JG LT A K Q J Q J A K JG LT Q J WD WD WD GT Q J A K',
      'J A K Q J WD WD WD GT Q J JG LT A K Q J Q J A K JG LT Q J WD WD WD GT Q J A K SC Q J BK JG LT Q',
      'Q J LT A K Q J Q J A K JG LT Q J GT WD WD WD Q J A K SC Q J JG LT BK Q J A K Q J GT JG',
    ].map(reelStrip),
  },
};
