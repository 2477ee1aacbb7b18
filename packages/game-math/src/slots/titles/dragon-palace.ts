import type { SlotTitle } from '../slot-title.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 용궁 · Dragon King's Palace. The tale of the terrapin envoy who lured the rabbit under the sea
 * to cure the Dragon King: the king, the terrapin, the rabbit, coral and clams; the dragon pearl
 * is wild on reels 2–4. 243 ways with cascading wins: winning symbols wash away, the reels above
 * tumble down, and each tumble pays more (x1, x2, x3, then x5 for every tumble after). Short
 * strips (20 stops) keep every chain of all 3.2 million stop combinations exactly countable; low
 * volatility, a win on every other spin, no free spins: the tumbles are the feature.
 */
export const dragonPalace: SlotTitle = {
  code: 'dragon-palace',
  name: { ko: '용궁', en: "Dragon King's Palace" },
  volatility: 'low',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 50,
  minBet: 500,
  maxBet: 250_000,
  symbols: [
    { code: 'WD', kind: 'wild', name: { ko: '여의주', en: 'Dragon Pearl' }, pays: {} },
    { code: 'DK', kind: 'regular', name: { ko: '용왕', en: 'Dragon King' }, pays: { 3: 30, 4: 100, 5: 500 } },
    {
      code: 'TT',
      kind: 'regular',
      name: { ko: '별주부', en: 'Terrapin Envoy' },
      pays: { 3: 20, 4: 60, 5: 250 },
    },
    { code: 'RB', kind: 'regular', name: { ko: '토끼', en: 'Rabbit' }, pays: { 3: 12, 4: 40, 5: 150 } },
    { code: 'CR', kind: 'regular', name: { ko: '산호', en: 'Coral' }, pays: { 3: 8, 4: 20, 5: 100 } },
    { code: 'CL', kind: 'regular', name: { ko: '조개', en: 'Clam' }, pays: { 3: 6, 4: 15, 5: 60 } },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 3, 4: 8, 5: 25 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 3, 4: 8, 5: 25 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 2, 4: 5, 5: 20 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 2, 4: 5, 5: 20 } },
  ],
  reelStrips: [
    'RB CL Q A K CR A Q CL TT J K DK RB J TT Q CR K A',
    'A Q RB WD DK Q J CL CR TT CL A J Q RB TT K A CR K',
    'K CR J CL A TT WD RB Q K CR CL A TT J Q A DK Q RB',
    'WD K TT A Q RB CR TT J CR DK A Q RB CL A Q J K CL',
    'RB DK Q J A K RB CL CR Q TT K CL CR TT A K Q A J',
  ].map(reelStrip),
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 1 },
  mechanic: { kind: 'cascade', multipliers: [1, 2, 3, 5], maxSteps: 50 },
};
