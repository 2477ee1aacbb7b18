import type { SlotTitle } from '../slot-title.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 황금 곶감 · Golden Persimmon. The folk tale of the tiger that ran from a dried persimmon: tiger,
 * magpie, persimmon string and thatched cottage; the golden persimmon wild appears on reels 2–4
 * only. 243 ways, medium volatility: free spins pay x5 on reels carrying more wilds, at most 100
 * free spins a feature.
 */
export const goldenPersimmon: SlotTitle = {
  code: 'golden-persimmon',
  name: { ko: '황금 곶감', en: 'Golden Persimmon' },
  volatility: 'medium',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 50,
  minBet: 500,
  maxBet: 250_000,
  symbols: [
    { code: 'WD', kind: 'wild', name: { ko: '황금 곶감', en: 'Golden Persimmon' }, pays: {} },
    {
      code: 'SC',
      kind: 'scatter',
      name: { ko: '복주머니', en: 'Lucky Pouch' },
      pays: { 3: 5, 4: 20, 5: 100 },
    },
    { code: 'TG', kind: 'regular', name: { ko: '호랑이', en: 'Tiger' }, pays: { 3: 50, 4: 200, 5: 1000 } },
    { code: 'MG', kind: 'regular', name: { ko: '까치', en: 'Magpie' }, pays: { 3: 40, 4: 120, 5: 500 } },
    {
      code: 'PS',
      kind: 'regular',
      name: { ko: '곶감 꾸러미', en: 'Persimmon String' },
      pays: { 3: 25, 4: 75, 5: 250 },
    },
    {
      code: 'HT',
      kind: 'regular',
      name: { ko: '초가집', en: 'Thatched Cottage' },
      pays: { 3: 20, 4: 50, 5: 200 },
    },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 6, 4: 20, 5: 80 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 6, 4: 20, 5: 80 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 4, 4: 10, 5: 50 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 4, 4: 10, 5: 50 } },
  ],
  reelStrips: [
    'Q J A K HT MG PS Q J TG A K Q J HT SC Q J MG A K PS Q J HT TG Q J A K MG Q J PS HT A K Q J',
    'Q J WD TG A K Q J HT SC Q J MG A K PS Q J HT WD Q J A K TG Q J MG PS HT A K Q J Q J A K HT MG PS',
    'J HT SC Q J MG A K PS Q J HT WD Q J A K TG Q J MG PS HT A K Q J Q J A K HT MG PS Q J WD TG A K Q',
    'K PS Q J HT WD Q J A K TG Q J MG PS HT A K Q J Q J A K HT MG PS Q J WD TG A K Q J HT SC Q J MG A',
    'A K MG Q J PS HT A K Q J Q J A K HT MG PS Q J TG A K Q J HT SC Q J MG A K PS Q J HT TG Q J',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    multiplier: 5,
    maxSpins: 100,
    reelStrips: [
      'Q J A K HT MG PS Q J TG A K Q J HT SC Q J MG A K PS Q J HT TG Q J A K MG Q J PS HT A K Q J',
      'PS Q J TG WD A K Q J HT SC Q J MG WD A K PS Q J HT TG Q J WD A K MG Q J PS HT WD A K Q J Q J WD A K HT MG',
      'Q J HT SC Q J MG WD A K PS Q J HT TG Q J WD A K MG Q J PS HT WD A K Q J Q J WD A K HT MG PS Q J TG WD A K',
      'WD A K PS Q J HT TG Q J WD A K MG Q J PS HT WD A K Q J Q J WD A K HT MG PS Q J TG WD A K Q J HT SC Q J MG',
      'A K MG Q J PS HT A K Q J Q J A K HT MG PS Q J TG A K Q J HT SC Q J MG A K PS Q J HT TG Q J',
    ].map(reelStrip),
  },
};
