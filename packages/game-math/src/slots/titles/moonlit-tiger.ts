import type { SlotTitle } from '../slot-title.ts';
import { LINES_5X4_40 } from './paylines.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 달빛 호랑이 · Moonlit Tiger. A tiger under the full moon in the pine forest; tigers come in
 * stacks of four, so a reel can fill with them, and the white tiger is wild. 5x4, 40 lines,
 * medium-high volatility; free spins pay x3 on reels with stacked wilds, at most 100 a feature.
 */
export const moonlitTiger: SlotTitle = {
  code: 'moonlit-tiger',
  name: { ko: '달빛 호랑이', en: 'Moonlit Tiger' },
  volatility: 'medium-high',
  rows: 4,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X4_40 },
  coinsPerSpin: 40,
  minBet: 400,
  maxBet: 200_000,
  symbols: [
    { code: 'WD', kind: 'wild', name: { ko: '백호', en: 'White Tiger' }, pays: { 3: 100, 4: 400, 5: 2000 } },
    { code: 'SC', kind: 'scatter', name: { ko: '보름달', en: 'Full Moon' }, pays: { 3: 2, 4: 10, 5: 100 } },
    { code: 'TG', kind: 'regular', name: { ko: '호랑이', en: 'Tiger' }, pays: { 3: 15, 4: 85, 5: 1000 } },
    { code: 'PN', kind: 'regular', name: { ko: '소나무', en: 'Pine Tree' }, pays: { 3: 25, 4: 100, 5: 300 } },
    { code: 'MP', kind: 'regular', name: { ko: '까치', en: 'Magpie' }, pays: { 3: 20, 4: 75, 5: 250 } },
    {
      code: 'FN',
      kind: 'regular',
      name: { ko: '태극 부채', en: 'Taegeuk Fan' },
      pays: { 3: 15, 4: 50, 5: 200 },
    },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 5, 4: 20, 5: 75 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 5, 4: 20, 5: 75 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 4, 4: 15, 5: 50 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 4, 4: 15, 5: 50 } },
  ],
  reelStrips: [
    'Q J A K FN PN MP TG TG TG TG Q J A K FN WD Q J SC PN A K MP Q J FN A K TG TG TG TG Q J PN MP FN A K Q J',
    'WD TG TG TG TG Q J A K FN Q J SC PN A K MP Q J FN A K WD Q J TG TG TG TG PN MP FN A K Q J Q J A K FN PN MP',
    'Q J TG TG TG TG PN A K MP Q J FN A K WD Q J PN MP FN A K Q J Q J A K FN PN MP WD Q J A K FN SC',
    'Q J FN A K WD Q J PN MP FN A K Q J Q J A K FN PN MP WD Q J A K FN SC Q J TG TG TG TG PN A K MP',
    'PN MP FN A K Q J Q J A K FN PN MP Q J A K FN WD SC Q J TG TG TG TG A K PN MP Q J FN A K Q J',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    multiplier: 3,
    maxSpins: 100,
    reelStrips: [
      'Q J A K FN PN MP TG TG TG TG Q J A K FN SC Q J PN A K MP Q J FN A K TG TG TG TG Q J PN MP FN A K Q J',
      'TG TG TG TG Q J A K FN WD WD WD WD Q J SC PN A K MP Q J FN A K TG TG TG TG Q J PN MP FN A K Q J Q J A K FN PN MP',
      'Q J TG TG TG TG A K PN MP Q J FN A K Q J PN MP FN A K Q J Q J A K FN PN MP Q J A K FN WD WD WD WD SC',
      'Q J FN A K Q J PN MP FN A K Q J Q J A K FN PN MP Q J A K FN WD WD WD WD SC Q J TG TG TG TG A K PN MP',
      'MP FN A K Q J Q J A K FN PN MP Q J A K FN SC Q J TG TG TG TG PN A K MP Q J FN A K Q J PN',
    ].map(reelStrip),
  },
};
