import type { TBaccaratCode } from '../../protocol/game-codes.ts';

/**
 * The three baccarat tables deal the same coup from the same pay table (the server cannot tell
 * them apart); what differs is how the window runs a hand, as each format is run in a casino.
 */
export interface BaccaratVariant {
  /**
   * Speed baccarat: how long bets stay open after the first chip of a hand. When the window
   * closes the hand is dealt with the chips on the felt, as a speed table's dealer calls "no more
   * bets"; the deal button still deals at once.
   */
  bettingWindowMs: number | null;
  /** The pause between two turned cards. */
  cardMs: number;
  /** The pause between the last card and the result. */
  resultMs: number;
  /** Squeeze baccarat: the cards come face down and the player peels each one open. */
  squeeze: boolean;
}

const VARIANTS: Readonly<Record<TBaccaratCode, BaccaratVariant>> = {
  baccarat: { bettingWindowMs: null, cardMs: 700, resultMs: 500, squeeze: false },
  'speed-baccarat': { bettingWindowMs: 10_000, cardMs: 220, resultMs: 150, squeeze: false },
  'squeeze-baccarat': { bettingWindowMs: null, cardMs: 450, resultMs: 400, squeeze: true },
};

/** The variant of a baccarat table by its catalogue code (the classic table for any other). */
export function baccaratVariant(code: string): BaccaratVariant {
  return VARIANTS[code as TBaccaratCode] ?? VARIANTS.baccarat;
}
