import type { SlotTitle } from '../slots/slot-title.ts';

/**
 * A small title for rule tests. Every reel strip is a run of 3-symbol columns, so stop 3·i puts
 * column i in the window and a test can build any window by choosing columns:
 *
 *   stop 0: A A A   stop 3: W W W   stop 6: S C C   stop 9: B C C
 *   stop 12: C A C  stop 15: C C C  stop 18: A W C
 *
 * Three lines (middle, top, bottom), so the total bet is 3 coins.
 */
export const RULES_STRIP = [
  'A',
  'A',
  'A',
  'W',
  'W',
  'W',
  'S',
  'C',
  'C',
  'B',
  'C',
  'C',
  'C',
  'A',
  'C',
  'C',
  'C',
  'C',
  'A',
  'W',
  'C',
];

/** Column stops by name, for readable tests. */
export const COLUMN = { AAA: 0, WWW: 3, SCC: 6, BCC: 9, CAC: 12, CCC: 15, AWC: 18 } as const;

const name = { ko: '테스트', en: 'Test' };

/**
 * The lines version: wilds pay on their own, scatters pay 2/10/50 total bets and award 2 spins,
 * at most 100 a feature.
 */
export const rulesTitle: SlotTitle = {
  code: 'rules-test',
  name,
  volatility: 'low',
  rows: 3,
  reels: 5,
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  coinsPerSpin: 3,
  minBet: 3,
  maxBet: 3000,
  symbols: [
    { code: 'W', kind: 'wild', name, pays: { 3: 20, 4: 50, 5: 100 } },
    { code: 'S', kind: 'scatter', name, pays: { 3: 2, 4: 10, 5: 50 } },
    { code: 'A', kind: 'regular', name, pays: { 3: 5, 4: 10, 5: 20 } },
    { code: 'B', kind: 'regular', name, pays: { 3: 4, 4: 8, 5: 16 } },
    { code: 'C', kind: 'regular', name, pays: {} },
  ],
  reelStrips: Array.from({ length: 5 }, () => RULES_STRIP),
  freeSpins: { awards: { 3: 2 }, multiplier: 3, maxSpins: 100 },
};

/** The 243-ways version of the same reels (a wild may not pay on its own in a ways game). */
export const rulesWaysTitle: SlotTitle = {
  ...rulesTitle,
  code: 'rules-ways-test',
  evaluation: { kind: 'ways' },
  coinsPerSpin: 10,
  minBet: 10,
  maxBet: 10_000,
  symbols: rulesTitle.symbols.map((s) => (s.kind === 'wild' ? { ...s, pays: {} } : s)),
};
