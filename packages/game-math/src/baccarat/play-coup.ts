import { cardPoints, handTotal, type Card } from './cards.ts';
import { bankerDraws, isNatural, playerDraws } from './draw-rules.ts';
import { shoeRemaining, type Shoe } from './shoe.ts';

/** Who won a coup. */
export type CoupOutcome = 'player' | 'banker' | 'tie';

/** One dealt coup. */
export interface Coup {
  /** Cards in the order each hand received them (2 or 3 each). */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: CoupOutcome;
  /** The first two cards of that hand have the same rank (a queen and a king are not a pair). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either hand had 8 or 9 in two cards. */
  natural: boolean;
}

/** A coup and the shoe after it. */
export interface PlayedCoup {
  coup: Coup;
  shoe: Shoe;
}

/**
 * Deals one coup from the shoe: player, banker, player, banker, then the tableau's third cards
 * (player first). Pure: returns the coup and a new shoe; the input shoe is untouched.
 */
export function playCoup(shoe: Shoe): PlayedCoup {
  // Six cards is the most a coup can take; the cut card leaves more than that behind it.
  if (shoeRemaining(shoe) < 6) throw new Error('playCoup: fewer than 6 cards left in the shoe');
  let position = shoe.position;
  const deal = (): Card => shoe.cards[position++]!;
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());

  const natural = isNatural(handTotal(player)) || isNatural(handTotal(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = deal();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(deal());
  }

  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const coup: Coup = {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
    natural,
  };
  return { coup, shoe: { ...shoe, position } };
}
