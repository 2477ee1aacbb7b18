/**
 * The punto banco tableau: fixed drawing rules, no decisions. Shared by the dealt game and the
 * exact-edge enumeration, so the published edges are computed from the very rules that deal.
 */

/** A two-card total of 8 or 9 on either side is a natural: both hands stand. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals are checked first). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, given the banker's two-card total and the points of the player's
 * third card (`null` when the player stood). When the player stood, the banker plays like the
 * player: draws on 0–5. Otherwise the banker's table:
 *
 * | banker | draws when the player's third card is |
 * |---|---|
 * | 0–2 | anything |
 * | 3 | anything but 8 |
 * | 4 | 2–7 |
 * | 5 | 4–7 |
 * | 6 | 6–7 |
 * | 7 | never |
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}
