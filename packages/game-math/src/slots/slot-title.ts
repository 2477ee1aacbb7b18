/**
 * The data model of a slot title. A title is pure data (see `titles/`): the engine, the exact RTP
 * calculator and the simulator all read the same object, so what is published is what is played.
 *
 * Money units: the total bet is split into `coinsPerSpin` equal coins (the line bet for a lines
 * game is one coin). Line and way pays are in coins; scatter pays are in total bets. A bet must be
 * a whole multiple of `coinsPerSpin` won, so every win is a whole number of won.
 */

/** A title's name in the languages the lobby shows (ko when the locale is Korean, en otherwise). */
export interface SlotName {
  ko: string;
  en: string;
}

/**
 * Pays by count of symbols: `{ 3: 5, 4: 20, 5: 100 }`. For regular and wild symbols the count is
 * the run length from the leftmost reel and the pay is in coins (per line, or per way); for a
 * scatter the count is the number anywhere in the window and the pay is in total bets.
 */
export type SlotPays = Readonly<Partial<Record<number, number>>>;

/**
 * `regular` symbols pay on lines or ways; a `wild` substitutes for every regular symbol (never
 * for a scatter) and may pay on its own on lines; a `scatter` pays anywhere and triggers free spins.
 */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

/** One symbol of a title. */
export interface SlotSymbol {
  /** Short code used in the reel strips, e.g. `TG`. */
  code: string;
  kind: SlotSymbolKind;
  name: SlotName;
  pays: SlotPays;
}

/**
 * How wins are read. Lines: each payline lists one row index per reel (0 = top row). Ways: every
 * left-to-right path through adjacent reels counts, so a 5x3 window has 3^5 = 243 ways.
 */
export type SlotEvaluation = { kind: 'lines'; lines: readonly (readonly number[])[] } | { kind: 'ways' };

/** The free-spin feature. */
export interface SlotFreeSpins {
  /** Free spins awarded by scatter count in the base game, e.g. `{ 3: 10, 4: 15, 5: 20 }`. */
  awards: SlotPays;
  /** Extra spins by scatter count during free spins; defaults to `awards`. `{}` means no retrigger. */
  retriggers?: SlotPays;
  /** Every free-spin win (lines, ways and scatters) is multiplied by this whole number. */
  multiplier: number;
  /**
   * The most free spins one feature plays, retriggers included; spins awarded beyond it are
   * forfeited. It bounds a paid spin's win (the wallet refuses a win above the title's declared
   * maximum) without capping the win itself, which would leave the RTP without an exact form.
   * At least the largest base-game award, so a trigger always plays what it shows.
   */
  maxSpins: number;
  /** The reel strips used during free spins; the base strips when absent. */
  reelStrips?: readonly (readonly string[])[];
}

/** Published volatility class, checked against the exact standard deviation by the tests. */
export type SlotVolatility = 'low' | 'medium' | 'medium-high' | 'high' | 'very-high';

/** A complete slot title. */
export interface SlotTitle {
  code: string;
  name: SlotName;
  volatility: SlotVolatility;
  /** Window height (rows) and width (reels). */
  rows: number;
  reels: number;
  evaluation: SlotEvaluation;
  /** Coins per spin: the number of lines for a lines game, the bet multiplier for a ways game. */
  coinsPerSpin: number;
  symbols: readonly SlotSymbol[];
  /** One strip per reel, top to bottom, wrapping around; the window shows `rows` consecutive stops. */
  reelStrips: readonly (readonly string[])[];
  freeSpins: SlotFreeSpins;
  /** Smallest and largest total bet in won; both multiples of `coinsPerSpin`. */
  minBet: number;
  maxBet: number;
}
