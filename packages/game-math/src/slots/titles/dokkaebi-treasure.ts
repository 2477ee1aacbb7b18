import type { SlotTitle } from '../slot-title.ts';
import { LINES_5X3_25 } from './paylines.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 도깨비 보물 · Dokkaebi's Treasure. The goblins' hoard: dokkaebi, golden toad, magic gourd and
 * brass coins; the goblin club is wild. 25 lines, high volatility: most of the return is in
 * free spins, which pay x2 on reels with stacks of three wilds, at most 100 a feature.
 */
export const dokkaebiTreasure: SlotTitle = {
  code: 'dokkaebi-treasure',
  name: { ko: '도깨비 보물', en: "Dokkaebi's Treasure" },
  volatility: 'high',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X3_25 },
  coinsPerSpin: 25,
  minBet: 250,
  maxBet: 250_000,
  symbols: [
    {
      code: 'WD',
      kind: 'wild',
      name: { ko: '도깨비 방망이', en: 'Goblin Club' },
      pays: { 3: 100, 4: 500, 5: 5000 },
    },
    {
      code: 'SC',
      kind: 'scatter',
      name: { ko: '보물 상자', en: 'Treasure Chest' },
      pays: { 3: 5, 4: 25, 5: 200 },
    },
    { code: 'DK', kind: 'regular', name: { ko: '도깨비', en: 'Dokkaebi' }, pays: { 3: 40, 4: 200, 5: 5000 } },
    {
      code: 'TD',
      kind: 'regular',
      name: { ko: '금두꺼비', en: 'Golden Toad' },
      pays: { 3: 30, 4: 150, 5: 750 },
    },
    {
      code: 'GD',
      kind: 'regular',
      name: { ko: '호리병', en: 'Magic Gourd' },
      pays: { 3: 20, 4: 100, 5: 400 },
    },
    { code: 'CN', kind: 'regular', name: { ko: '엽전', en: 'Brass Coins' }, pays: { 3: 15, 4: 60, 5: 250 } },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 10, 4: 30, 5: 120 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 8, 4: 25, 5: 100 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 5, 4: 20, 5: 80 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 5, 4: 20, 5: 80 } },
    { code: 'T', kind: 'regular', name: { ko: '10', en: '10' }, pays: { 3: 4, 4: 15, 5: 60 } },
  ],
  reelStrips: [
    'T Q J A K GD CN T TD Q J WD T A K SC DK GD T Q J CN A K T Q J TD T GD CN A K Q J T',
    'T WD TD Q J T A K SC DK GD T Q J CN A K T Q J WD TD T GD CN A K Q J T T Q J A K GD CN',
    'K SC DK GD T Q J CN A K T Q J WD TD T GD CN A K Q J T T Q J A K GD CN T WD TD Q J T A',
    'CN A K T Q J WD TD T GD CN A K Q J T T Q J A K GD CN T WD TD Q J T A K SC DK GD T Q J',
    'T GD CN A K Q J T T Q J A K GD CN T TD Q J WD T A K SC DK GD T Q J CN A K T Q J TD',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 25 },
    multiplier: 2,
    maxSpins: 100,
    reelStrips: [
      'T Q J A K GD CN T TD Q J WD WD WD T A K SC DK GD T Q J CN A K T Q J TD T GD CN A K Q J T',
      'CN T TD Q J T A K SC DK WD WD WD GD T Q J CN A K T Q J TD T WD WD WD GD CN A K Q J T T Q J A K WD WD WD GD',
      'K SC DK WD WD WD GD T Q J CN A K T Q J TD T WD WD WD GD CN A K Q J T T Q J A K WD WD WD GD CN T TD Q J T A',
      'J CN A K T Q J TD T WD WD WD GD CN A K Q J T T Q J A K WD WD WD GD CN T TD Q J T A K SC DK WD WD WD GD T Q',
      'T GD CN A K Q J T T Q J A K GD CN T TD Q J WD WD WD T A K SC DK GD T Q J CN A K T Q J TD',
    ].map(reelStrip),
  },
};
