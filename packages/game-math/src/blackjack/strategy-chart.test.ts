import { describe, expect, it } from 'vitest';
import { type CardRank } from '../baccarat/cards.ts';
import { dealBlackjack } from './deal.ts';
import {
  applyAction,
  basicStrategyChart,
  chartColumn,
  HANEUL_BLACKJACK_RULES,
  strategyAction,
  type ChartRow,
  type StrategyChart,
  type StrategyCode,
} from './index.ts';

/**
 * Published basic strategy for 4 to 8 decks, double after split, late surrender, dealer peeks:
 * Wizard of Odds, "4-Deck to 8-Deck Blackjack Strategy" (wizardofodds.com/games/blackjack/strategy/
 * 4-decks/, the same as its strategy calculator at wizardofodds.com/games/blackjack/strategy/
 * calculator/), read for DAS and late surrender ("split if DAS" is P, "surrender if allowed" is R).
 * Columns: dealer 2–10, A.
 */
const S17 = {
  hard: {
    5: 'H  H  H  H  H  H  H  H  H  H',
    6: 'H  H  H  H  H  H  H  H  H  H',
    7: 'H  H  H  H  H  H  H  H  H  H',
    8: 'H  H  H  H  H  H  H  H  H  H',
    9: 'H  Dh Dh Dh Dh H  H  H  H  H',
    10: 'Dh Dh Dh Dh Dh Dh Dh Dh H  H',
    11: 'Dh Dh Dh Dh Dh Dh Dh Dh Dh H',
    12: 'H  H  S  S  S  H  H  H  H  H',
    13: 'S  S  S  S  S  H  H  H  H  H',
    14: 'S  S  S  S  S  H  H  H  H  H',
    15: 'S  S  S  S  S  H  H  H  Rh H',
    16: 'S  S  S  S  S  H  H  Rh Rh Rh',
    17: 'S  S  S  S  S  S  S  S  S  S',
    18: 'S  S  S  S  S  S  S  S  S  S',
    19: 'S  S  S  S  S  S  S  S  S  S',
    20: 'S  S  S  S  S  S  S  S  S  S',
    21: 'S  S  S  S  S  S  S  S  S  S',
  },
  soft: {
    13: 'H  H  H  Dh Dh H  H  H  H  H',
    14: 'H  H  H  Dh Dh H  H  H  H  H',
    15: 'H  H  Dh Dh Dh H  H  H  H  H',
    16: 'H  H  Dh Dh Dh H  H  H  H  H',
    17: 'H  Dh Dh Dh Dh H  H  H  H  H',
    18: 'S  Ds Ds Ds Ds S  S  H  H  H',
    19: 'S  S  S  S  S  S  S  S  S  S',
    20: 'S  S  S  S  S  S  S  S  S  S',
    21: 'S  S  S  S  S  S  S  S  S  S',
  },
  pairs: {
    2: 'P  P  P  P  P  P  H  H  H  H',
    3: 'P  P  P  P  P  P  H  H  H  H',
    4: 'H  H  H  P  P  H  H  H  H  H',
    5: 'Dh Dh Dh Dh Dh Dh Dh Dh H  H',
    6: 'P  P  P  P  P  H  H  H  H  H',
    7: 'P  P  P  P  P  P  H  H  H  H',
    8: 'P  P  P  P  P  P  P  P  P  P',
    9: 'P  P  P  P  P  S  P  P  S  S',
    10: 'S  S  S  S  S  S  S  S  S  S',
    1: 'P  P  P  P  P  P  P  P  P  P',
  },
};

/** The dealer-hits-soft-17 chart differs in seven cells. */
const H17 = {
  hard: {
    ...S17.hard,
    11: 'Dh Dh Dh Dh Dh Dh Dh Dh Dh Dh',
    15: 'S  S  S  S  S  H  H  H  Rh Rh',
    17: 'S  S  S  S  S  S  S  S  S  Rs',
  },
  soft: { ...S17.soft, 18: 'Ds Ds Ds Ds Ds S  S  H  H  H', 19: 'S  S  S  S  Ds S  S  S  S  S' },
  pairs: { ...S17.pairs, 8: 'P  P  P  P  P  P  P  P  P  Rp' },
};

/** Rows as `{ total: 'H S Dh …' }`, for a readable diff. */
function compare(rows: ReadonlyMap<number, ChartRow>, published: Record<number, string>) {
  const ours = Object.fromEntries(
    Object.keys(published).map((k) => [k, rows.get(Number(k))!.codes.join(' ')]),
  );
  const theirs = Object.fromEntries(Object.entries(published).map(([k, v]) => [k, v.split(/\s+/).join(' ')]));
  expect(ours).toEqual(theirs);
}

function expectPublished(chart: StrategyChart, published: typeof S17) {
  compare(chart.hard, published.hard);
  compare(chart.soft, published.soft);
  compare(chart.pairs, published.pairs);
}

const cell = (rows: ReadonlyMap<number, ChartRow>, row: number, up: number) =>
  rows.get(row)!.codes[chartColumn(up)];

describe('basic strategy chart (derived from the analysis)', () => {
  const chart = basicStrategyChart(HANEUL_BLACKJACK_RULES);

  it('matches the published 4–8 deck chart, dealer stands on soft 17, in every cell', () => {
    expectPublished(chart, S17);
  });

  it('matches the published 4–8 deck chart, dealer hits soft 17, in every cell', () => {
    expectPublished(basicStrategyChart({ ...HANEUL_BLACKJACK_RULES, dealerHitsSoft17: true }), H17);
  });

  it('has the well-known cells', () => {
    expect(cell(chart.hard, 16, 10)).toBe('Rh');
    expect(cell(chart.hard, 12, 2)).toBe('H');
    expect(cell(chart.hard, 11, 10)).toBe('Dh');
    // 11 against an ace is a hit when the dealer stands on soft 17 (a double under H17), narrowly:
    const elevenVsAce = chart.hard.get(11)!.values[chartColumn(1)]!;
    expect(elevenVsAce.hit - elevenVsAce.double!).toBeGreaterThan(0);
    expect(elevenVsAce.hit - elevenVsAce.double!).toBeLessThan(0.03);
    expect(cell(chart.soft, 18, 9)).toBe('H');
    expect(cell(chart.pairs, 1, 10)).toBe('P');
    expect(cell(chart.pairs, 8, 10)).toBe('P');
    expect(cell(chart.pairs, 10, 6)).toBe('S');
    expect(cell(chart.pairs, 9, 7)).toBe('S');
  });

  it("gives every cell the code of its best action, and 'else' the best allowed one", () => {
    for (const rows of [chart.hard, chart.soft, chart.pairs]) {
      for (const { codes: row, values } of rows.values()) {
        row.forEach((code, i) => {
          const v = values[i]!;
          const bestPlay = Math.max(v.stand, v.hit, v.split ?? -Infinity);
          const best = Math.max(bestPlay, v.double ?? -Infinity, v.surrender ?? -Infinity);
          const valueOf: Record<StrategyCode, number | null> = {
            H: v.hit,
            S: v.stand,
            P: v.split,
            Dh: v.double,
            Ds: v.double,
            Rh: v.surrender,
            Rs: v.surrender,
            Rp: v.surrender,
          };
          expect(valueOf[code]).toBe(best);
          if (code === 'Dh' || code === 'Rh') expect(v.hit).toBeGreaterThan(v.stand);
          if (code === 'Ds' || code === 'Rs') expect(v.stand).toBeGreaterThan(v.hit);
          if (code === 'Rp') expect(v.split).toBe(bestPlay);
        });
      }
    }
  });
});

describe('strategyAction', () => {
  const chart = basicStrategyChart(HANEUL_BLACKJACK_RULES);
  const deal = (...ranks: CardRank[]) =>
    dealBlackjack(
      HANEUL_BLACKJACK_RULES,
      100,
      ranks.map((rank) => ({ rank, suit: 'S' })),
    );

  it('follows the chart and its fallbacks', () => {
    expect(strategyAction(chart, deal(10, 10, 6, 7))).toBe('surrender'); // 16 v 10
    expect(strategyAction(chart, applyAction(deal(2, 10, 4, 7, 10), 'hit'))).toBe('hit'); // 3-card 16 v 10: Rh → H
    expect(strategyAction(chart, deal(6, 5, 5, 7))).toBe('double'); // 11 v 5
    expect(strategyAction(chart, applyAction(deal(2, 5, 3, 7, 6), 'hit'))).toBe('hit'); // 3-card 11: Dh → H
    expect(strategyAction(chart, deal(1, 4, 7, 7))).toBe('double'); // soft 18 v 4
    expect(strategyAction(chart, applyAction(deal(1, 4, 2, 7, 5), 'hit'))).toBe('stand'); // 3-card soft 18: Ds → S
    expect(strategyAction(chart, deal(8, 10, 8, 7))).toBe('split');
    expect(strategyAction(chart, deal(5, 6, 5, 7))).toBe('double'); // 5,5 plays as 10
    expect(strategyAction(chart, deal(10, 1, 9, 7))).toBe('noInsurance');
  });

  it('plays a pair at the hand limit by its total', () => {
    const fourHands = { ...HANEUL_BLACKJACK_RULES, maxHands: 2 };
    const round = applyAction(
      dealBlackjack(
        fourHands,
        100,
        ([8, 10, 8, 7, 8, 5] as CardRank[]).map((rank) => ({ rank, suit: 'S' })),
      ),
      'split',
    );
    expect(round.hands[0]!.cards.map((c) => c.rank)).toEqual([8, 8]);
    expect(strategyAction(basicStrategyChart(fourHands), round)).toBe('hit'); // 16 v 10, no surrender after a split
  });
});
