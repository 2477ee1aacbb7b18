import type { SlotTitle } from '../slot-title.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 하회 탈춤 · Hahoe Mask Dance. The village mask play of Hahoe: the scholar and Bune masks, the
 * janggu drum and the fan; the gong calls the free spins. 243 ways with multiplier wilds: the
 * yangban mask (x2) and the gaksi mask (x3) stand in on reels 2–4 and multiply every way through
 * them, two of them by their product. Medium-high volatility: free spins pay x2 on reels with
 * twice the masks, at most 100 a feature.
 */
export const hahoeMaskDance: SlotTitle = {
  code: 'hahoe-mask-dance',
  name: { ko: '하회 탈춤', en: 'Hahoe Mask Dance' },
  volatility: 'medium-high',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 50,
  minBet: 500,
  maxBet: 250_000,
  symbols: [
    { code: 'W2', kind: 'wild', name: { ko: '양반탈', en: 'Yangban Mask' }, pays: {}, multiplier: 2 },
    { code: 'W3', kind: 'wild', name: { ko: '각시탈', en: 'Gaksi Mask' }, pays: {}, multiplier: 3 },
    { code: 'SC', kind: 'scatter', name: { ko: '꽹과리', en: 'Gong' }, pays: { 3: 5, 4: 20, 5: 100 } },
    {
      code: 'SB',
      kind: 'regular',
      name: { ko: '선비탈', en: 'Scholar Mask' },
      pays: { 3: 40, 4: 150, 5: 1000 },
    },
    { code: 'BN', kind: 'regular', name: { ko: '부네탈', en: 'Bune Mask' }, pays: { 3: 30, 4: 100, 5: 400 } },
    { code: 'DR', kind: 'regular', name: { ko: '장구', en: 'Janggu Drum' }, pays: { 3: 20, 4: 60, 5: 200 } },
    { code: 'FN', kind: 'regular', name: { ko: '부채', en: 'Folding Fan' }, pays: { 3: 15, 4: 40, 5: 150 } },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 5, 4: 15, 5: 60 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 5, 4: 15, 5: 60 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 3, 4: 10, 5: 40 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 3, 4: 10, 5: 40 } },
  ],
  reelStrips: [
    'SB A Q FN Q DR K A J BN J SB FN J K Q J K A J SC Q K J Q DR K A DR A BN A FN K DR Q FN BN Q J',
    'A DR A Q DR Q K A J W2 FN Q K Q A K Q J BN SB J BN K A FN J SB A DR J Q SC DR FN J Q BN K FN K',
    'K SB FN J BN W3 Q J A Q K BN J DR Q A Q A FN K A K Q DR FN J K A BN FN DR J SB Q J DR A SC K Q',
    'A FN W2 DR J Q K SB DR Q J DR SC BN A FN Q A Q BN J K A J FN Q A K Q J DR K J K A BN Q SB FN K',
    'J K FN A DR J Q FN J Q A K J DR A BN A SB BN A K J A SC K Q FN DR J BN Q J Q SB K Q DR Q FN K',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    multiplier: 2,
    maxSpins: 100,
    reelStrips: [
      'Q A SB J Q K FN J A DR BN J Q DR J SC A Q K Q A SB Q J DR FN J K BN DR A Q K FN A K BN FN J K',
      'W2 Q BN DR A Q A BN K FN A SB Q J K J K W2 DR J SB SC FN J A J FN Q K BN A K A J DR W3 K Q W3 FN DR Q',
      'W2 BN DR A J FN Q A K A SB DR Q A K J FN SC Q BN J K DR W2 BN Q J K A K SB FN Q DR W3 Q J A W3 FN K J',
      'Q K FN SB Q J BN SC DR K J Q DR A FN J Q W3 A K A Q FN A DR J K A J FN DR K BN SB W2 A BN K W2 J Q W3',
      'DR A SC A Q SB Q K BN Q DR FN Q A FN J BN K J DR J A K FN A Q K Q FN Q J K J A J DR K J SB BN',
    ].map(reelStrip),
  },
};
