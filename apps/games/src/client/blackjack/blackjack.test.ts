import {
  applyAction,
  blackjackView,
  createSeededRandom,
  HANEUL_BLACKJACK_RULES,
  legalActions,
  startBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { ZBlackjackView, type TBlackjackView } from '../../protocol/round-api.ts';
import { dealFrames, frameOf, type TableFrame } from './deal-frames.ts';
import { extraStake } from './extra-stake.ts';
import { shownTotal } from './hand-total.ts';

const BET = 10_000;
const dealt = (seed: number) => startBlackjack(HANEUL_BLACKJACK_RULES, BET, createSeededRandom(seed));
/** The view exactly as the window receives it: through the protocol's schema. */
const viewOf = (round: BlackjackRound): TBlackjackView => ZBlackjackView.parse(blackjackView(round));

/** The first shoe (by seed) whose deal satisfies `wanted`. */
function handWhere(wanted: (round: BlackjackRound) => boolean): BlackjackRound {
  for (let seed = 1; seed < 100_000; seed++) {
    const round = dealt(seed);
    if (wanted(round)) return round;
  }
  throw new Error('no such deal');
}
const allows = (action: BlackjackAction) => (round: BlackjackRound) => legalActions(round).includes(action);

const cardsOn = (frame: TableFrame) =>
  frame.dealer.length + (frame.holeDown ? 1 : 0) + frame.hands.reduce((sum, hand) => sum + hand.length, 0);

describe('blackjack deal frames', () => {
  it('deals player, dealer, player, then the hole card face down', () => {
    const round = handWhere((r) => r.phase === 'player');
    const view = viewOf(round);
    const frames = dealFrames(null, view, null);
    const [p1, p2] = view.hands[0]!.cards;
    const up = view.dealer.cards[0]!;
    expect(frames).toEqual([
      { dealer: [], holeDown: false, hands: [[p1]] },
      { dealer: [up], holeDown: false, hands: [[p1]] },
      { dealer: [up], holeDown: false, hands: [[p1, p2]] },
      { dealer: [up], holeDown: true, hands: [[p1, p2]] },
    ]);
    expect(frames.at(-1)).toEqual(frameOf(view));
  });

  it('turns the hole card at once when the deal ends the hand (a natural)', () => {
    const round = handWhere((r) => r.phase === 'settled');
    const view = viewOf(round);
    const frames = dealFrames(null, view, null);
    expect(frames).toHaveLength(5);
    expect(frames[3]!.holeDown).toBe(true);
    expect(frames[4]).toEqual({
      dealer: view.dealer.cards.slice(0, 2),
      holeDown: false,
      hands: frameOf(view).hands,
    });
  });

  it('lays a hit as one card on the active hand', () => {
    const round = handWhere((r) => r.phase === 'player');
    const before = viewOf(round);
    const after = viewOf(applyAction(round, 'hit'));
    const frames = dealFrames(before, after, 'hit');
    expect(frames[0]!.hands[0]).toEqual(after.hands[0]!.cards);
    expect(frames[0]!.dealer).toEqual(before.dealer.cards);
    expect(frames.at(-1)).toEqual(frameOf(after));
  });

  it('parts a split hand, then gives the first half its second card before anything else', () => {
    const round = handWhere((r) => r.phase === 'player' && allows('split')(r));
    const before = viewOf(round);
    const after = viewOf(applyAction(round, 'split'));
    const frames = dealFrames(before, after, 'split');
    const [left, right] = before.hands[0]!.cards;
    expect(frames[0]!.hands).toEqual([[left, after.hands[0]!.cards[1]], [right]]);
    expect(frames.at(-1)).toEqual(frameOf(after));
  });

  it('on the last decision turns the hole card, then draws the dealer’s cards one at a time', () => {
    const round = handWhere(
      (r) => r.phase === 'player' && blackjackView(applyAction(r, 'stand')).dealer.cards.length > 2,
    );
    const before = viewOf(round);
    const after = viewOf(applyAction(round, 'stand'));
    const frames = dealFrames(before, after, 'stand');
    expect(frames.map((f) => [f.dealer.length, f.holeDown])).toEqual([
      [2, false],
      ...after.dealer.cards.slice(2).map((_, i) => [3 + i, false]),
    ]);
    for (const frame of frames) expect(frame.hands).toEqual(frameOf(before).hands);
  });

  it('over many hands played out, every frame adds one card or turns one, and the last is the answer', () => {
    const choose = createSeededRandom(7);
    for (let seed = 1; seed <= 400; seed++) {
      let round = dealt(seed);
      let felt: TableFrame = { dealer: [], holeDown: false, hands: [] };
      let previous: TBlackjackView | null = null;
      let action: BlackjackAction | null = null;
      for (;;) {
        const view = viewOf(round);
        for (const frame of dealFrames(previous, view, action)) {
          const added = cardsOn(frame) - cardsOn(felt);
          const turned = felt.holeDown && !frame.holeDown;
          expect(turned ? added : added - 1, `seed ${seed} after ${action}`).toBe(0);
          felt = frame;
        }
        expect(felt, `seed ${seed} after ${action}`).toEqual(frameOf(view));
        const legal = legalActions(round);
        if (legal.length === 0) break;
        action = legal[choose.nextInt(legal.length)]!;
        previous = view;
        round = applyAction(round, action);
      }
    }
  });
});

describe('blackjack view helpers', () => {
  const card = (rank: number) => ({ rank, suit: 'S' as const });

  it('calls a soft hand both ways until it reaches 21', () => {
    expect(shownTotal([card(1), card(6)])).toEqual({ total: 17, soft: true, label: '7/17' });
    expect(shownTotal([card(1), card(13)]).label).toBe('21');
    expect(shownTotal([card(1), card(6), card(9)])).toEqual({ total: 16, soft: false, label: '16' });
    expect(shownTotal([card(10), card(12), card(5)]).label).toBe('25');
    expect(shownTotal([]).label).toBe('');
    // A hand that is finished (stood, or the dealer's once turned) has one total.
    expect(shownTotal([card(1), card(6)], { finished: true }).label).toBe('17');
  });

  it('prices each decision as the engine does', () => {
    const round = handWhere((r) => r.phase === 'player' && allows('split')(r));
    const view = viewOf(round);
    expect(extraStake(view, BET, 'double')).toBe(BET);
    expect(extraStake(view, BET, 'split')).toBe(BET);
    expect(extraStake(view, BET, 'hit')).toBe(0);
    expect(extraStake(view, 5_000, 'insurance')).toBe(2_500);
    const insured = handWhere((r) => r.phase === 'insurance');
    expect(extraStake(viewOf(insured), BET, 'insurance')).toBe(BET / 2);
  });
});
