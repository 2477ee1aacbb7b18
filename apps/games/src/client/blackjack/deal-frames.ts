import type { TBlackjackAction, TBlackjackView } from '../../protocol/round-api.ts';

/**
 * The felt between two answers of the server, card by card. The server answers a decision with the
 * hand as it stands after it (every card the decision dealt, and on the last one the dealer's whole
 * play), so the window lays those cards one at a time as a dealer would: the opening deal player,
 * dealer, player, hole card; then the new cards of each hand from left to right; then the hole card
 * turned and the dealer's draws.
 */
export type TableCard = TBlackjackView['dealer']['cards'][number];

/** What lies on the felt at one moment. */
export interface TableFrame {
  dealer: readonly TableCard[];
  /** A card lies face down beside the dealer's cards: the hole card, until the hand is over. */
  holeDown: boolean;
  /** Each player hand's cards, left to right. */
  hands: readonly (readonly TableCard[])[];
}

/** The time between two cards landing; the first card of a deal waits a shorter beat. */
export const CARD_STEP_MS = 480;
export const FIRST_CARD_MS = 200;

/** The felt as a view leaves it, with nothing left to deal. */
export function frameOf(view: TBlackjackView): TableFrame {
  return {
    dealer: view.dealer.cards,
    holeDown: view.dealer.holeHidden,
    hands: view.hands.map((h) => h.cards),
  };
}

/**
 * The frames that take the felt from `previous` (null: an empty table before the deal) to `next`,
 * one card or one turn each; the last is `next` itself. `action` is the decision that led there: a
 * split parts the hand in two before its halves take their second cards.
 */
export function dealFrames(
  previous: TBlackjackView | null,
  next: TBlackjackView,
  action: TBlackjackAction | null,
): TableFrame[] {
  const frames: TableFrame[] = [];
  let felt = previous ? startOf(previous, action) : { dealer: [], holeDown: false, hands: [] };
  const lay = (frame: TableFrame) => {
    felt = frame;
    frames.push(frame);
  };
  if (!previous) {
    for (const frame of openingDeal(next)) lay(frame);
  }
  next.hands.forEach((hand, index) => {
    for (let count = (felt.hands[index]?.length ?? 0) + 1; count <= hand.cards.length; count++) {
      lay({ ...felt, hands: withHand(felt.hands, index, hand.cards.slice(0, count)) });
    }
  });
  if (felt.holeDown && !next.dealer.holeHidden) {
    lay({ ...felt, dealer: next.dealer.cards.slice(0, 2), holeDown: false });
  }
  for (let count = felt.dealer.length + 1; count <= next.dealer.cards.length; count++) {
    lay({ ...felt, dealer: next.dealer.cards.slice(0, count) });
  }
  return frames;
}

/** Player, dealer's up card, player, dealer's hole card face down: the first four cards of a hand. */
function openingDeal(next: TBlackjackView): TableFrame[] {
  const [first, second] = next.hands[0]?.cards ?? [];
  const [up] = next.dealer.cards;
  if (!first || !second || !up) return [];
  return [
    { dealer: [], holeDown: false, hands: [[first]] },
    { dealer: [up], holeDown: false, hands: [[first]] },
    { dealer: [up], holeDown: false, hands: [[first, second]] },
    { dealer: [up], holeDown: true, hands: [[first, second]] },
  ];
}

/** The felt a decision starts from: as `previous` left it, a split hand already parted in two. */
function startOf(previous: TBlackjackView, action: TBlackjackAction | null): TableFrame {
  const felt = frameOf(previous);
  const parting = previous.activeHand;
  if (action !== 'split' || parting === null) return felt;
  const halves = (felt.hands[parting] ?? []).map((card) => [card]);
  return { ...felt, hands: [...felt.hands.slice(0, parting), ...halves, ...felt.hands.slice(parting + 1)] };
}

function withHand(
  hands: TableFrame['hands'],
  index: number,
  cards: readonly TableCard[],
): TableFrame['hands'] {
  const copy = [...hands];
  copy[index] = cards;
  return copy;
}
