import type { SlotTitle } from '../slot-title.ts';
import { LINES_5X3_20 } from './paylines.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 흥부네 박 · Heungbu's Gourds. The kind brother mended a swallow's leg, and the seed it brought
 * back grew gourds full of treasure: Heungbu, greedy Nolbu, the gourd seed and sacks of rice; the
 * swallow is wild. 20 lines with hold and spin: every golden gourd shows a cash value (1 to 250
 * bets), six or more lock for three respins, each landing gourd resets them to three, and a window
 * full of gourds adds the 1,000-bet grand jackpot. Medium volatility, no free spins.
 */
export const heungbuGourds: SlotTitle = {
  code: 'heungbu-gourds',
  name: { ko: '흥부네 박', en: "Heungbu's Gourds" },
  volatility: 'medium',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X3_20 },
  coinsPerSpin: 20,
  minBet: 200,
  maxBet: 200_000,
  symbols: [
    { code: 'WD', kind: 'wild', name: { ko: '제비', en: 'Swallow' }, pays: { 3: 50, 4: 200, 5: 1000 } },
    { code: 'GD', kind: 'cash', name: { ko: '황금 박', en: 'Golden Gourd' }, pays: {} },
    { code: 'HB', kind: 'regular', name: { ko: '흥부', en: 'Heungbu' }, pays: { 3: 50, 4: 200, 5: 750 } },
    { code: 'NB', kind: 'regular', name: { ko: '놀부', en: 'Nolbu' }, pays: { 3: 40, 4: 150, 5: 500 } },
    { code: 'SD', kind: 'regular', name: { ko: '박씨', en: 'Gourd Seed' }, pays: { 3: 25, 4: 100, 5: 300 } },
    { code: 'RC', kind: 'regular', name: { ko: '쌀가마', en: 'Rice Sack' }, pays: { 3: 20, 4: 75, 5: 200 } },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 10, 4: 30, 5: 100 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 10, 4: 25, 5: 100 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 5, 4: 20, 5: 80 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 5, 4: 20, 5: 80 } },
  ],
  reelStrips: [
    'K J GD Q GD A K HB A NB A SD HB RC GD RC K J A WD SD J Q RC GD RC NB Q SD Q A WD K J GD K NB Q J',
    'HB K HB RC Q RC WD Q J RC A Q NB SD A K J GD WD A K NB GD J Q GD Q K J GD K A J SD GD SD A NB RC',
    'HB A J SD Q GD RC K A SD Q K WD HB RC A Q WD NB A J GD GD GD RC J NB SD J RC A K J K Q NB Q K',
    'SD NB GD RC NB HB A RC GD Q A RC J K GD NB HB K A WD Q J Q RC K J K GD J Q K A J SD A Q SD WD GD',
    'RC Q J SD NB A NB RC K A Q J GD Q RC A SD K J HB GD K GD K GD J Q GD A WD K WD A Q SD NB HB RC J',
  ].map(reelStrip),
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 1 },
  mechanic: {
    kind: 'hold-and-spin',
    trigger: 6,
    respins: 3,
    // Cash values in total bets; a respin cell lands one with probability 1,000 / 31,000 = 1/31.
    values: [
      { value: 1, weight: 380 },
      { value: 2, weight: 250 },
      { value: 3, weight: 150 },
      { value: 5, weight: 100 },
      { value: 10, weight: 60 },
      { value: 20, weight: 35 },
      { value: 50, weight: 17 },
      { value: 100, weight: 6 },
      { value: 250, weight: 2 },
    ],
    blankWeight: 30_000,
    jackpot: 1000,
  },
};
