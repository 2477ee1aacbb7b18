import type { SlotTitle } from '../slots/slot-title.ts';

const name = { ko: '테스트', en: 'Test' };

/**
 * A hold-and-spin title small enough to play along every path of its RNG: one row, three reels
 * of two stops, one line, one coin. Base reels G|A, G|W, G|A: A W A pays 5 coins on the line; two
 * or three cash symbols G start the feature. Values 1 (weight 2) or 3 (weight 1) bets; a respin
 * cell draws from 3 blanks and those 3 values, so it lands cash with probability 1/2. Two respins,
 * reset by any landing; three locked cells add the 10-bet jackpot.
 *
 * By hand: with two locked the last cell fills within two respins with probability 3/4; three G
 * in the base window fill it at once. The feature pays the values (mean 5/3 each) plus the
 * jackpot. The largest win: G G G of 3 each (9) and the jackpot (10): 19 bets.
 */
export const tinyHoldAndSpinTitle: SlotTitle = {
  code: 'tiny-hold-and-spin-test',
  name,
  volatility: 'low',
  rows: 1,
  reels: 3,
  evaluation: { kind: 'lines', lines: [[0, 0, 0]] },
  coinsPerSpin: 1,
  minBet: 1,
  maxBet: 100,
  symbols: [
    { code: 'A', kind: 'regular', name, pays: { 3: 5 } },
    { code: 'W', kind: 'wild', name, pays: {} },
    { code: 'G', kind: 'cash', name, pays: {} },
  ],
  reelStrips: [
    ['G', 'A'],
    ['G', 'W'],
    ['G', 'A'],
  ],
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 1 },
  mechanic: {
    kind: 'hold-and-spin',
    trigger: 2,
    respins: 2,
    values: [
      { value: 1, weight: 2 },
      { value: 3, weight: 1 },
    ],
    blankWeight: 3,
    jackpot: 10,
  },
};
