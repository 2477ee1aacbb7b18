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
 * for a scatter or a cash symbol) and may pay on its own on lines; a `scatter` pays anywhere and
 * triggers free spins; a `cash` symbol (hold-and-spin titles only) carries a value in total bets
 * and starts the respin feature (see {@link SlotHoldAndSpin}); it pays nothing on lines or ways.
 */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter' | 'cash';

/** One symbol of a title. */
export interface SlotSymbol {
  /** Short code used in the reel strips, e.g. `TG`. */
  code: string;
  kind: SlotSymbolKind;
  name: SlotName;
  pays: SlotPays;
  /**
   * A wild's multiplier in a ways game (whole number, default 1): the wild counts as this many
   * matching cells, so every way through it pays that many times and a way through two
   * multiplier wilds pays their product. Lines games take one plain wild only.
   */
  multiplier?: number;
}

/**
 * How wins are read. Lines: each payline lists one row index per reel (0 = top row). Ways: every
 * left-to-right path through adjacent reels counts, so a 5x3 window has 3^5 = 243 ways.
 */
export type SlotEvaluation = { kind: 'lines'; lines: readonly (readonly number[])[] } | { kind: 'ways' };

/** The free-spin feature; a title without one awards nothing (`awards: {}`). */
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

/**
 * Cascading (tumbling) wins, for a ways game without scatters or free spins. After a window wins,
 * every cell that took part in a win (the winning symbol or a wild, on the reels of its run)
 * vanishes, the cells above drop, and each reel refills from its strip above the window: a reel
 * that lost n cells now shows its strip from n stops above its previous top. The new window is
 * evaluated again, and so on until a window pays nothing. The whole chain is a function of the
 * stops, so it draws nothing more from the RNG.
 */
export interface SlotCascade {
  kind: 'cascade';
  /**
   * The win multiplier of each evaluation: the first window pays `multipliers[0]`, the first
   * tumble `multipliers[1]`, …; the last one holds for every later tumble. Whole numbers.
   */
  multipliers: readonly number[];
  /**
   * The most windows one spin evaluates; the last one pays but does not tumble. It makes every
   * chain finite by rule, not only by the strips (a chain that could cycle would otherwise never
   * end), and the exact enumeration models the same stopping rule.
   */
  maxSteps: number;
}

/** One entry of a hold-and-spin value table: a cash value in total bets and its weight. */
export interface SlotCashValue {
  value: number;
  weight: number;
}

/**
 * Hold and spin. Each cash symbol in the base window carries a value drawn from `values`. A base
 * window with at least `trigger` cash symbols starts the feature: they lock, and every respin
 * draws each empty cell from `values` plus a blank of weight `blankWeight` (so a cell lands cash
 * with probability Σ weights / (Σ weights + blank), its value drawn from the same table); a respin
 * that lands anything resets the count to `respins`, one that lands nothing uses one up. The
 * feature pays the sum of the locked values, plus `jackpot` total bets when every cell is locked.
 * Values and the jackpot are whole multiples of the total bet, so every win is whole won.
 */
export interface SlotHoldAndSpin {
  kind: 'hold-and-spin';
  trigger: number;
  respins: number;
  values: readonly SlotCashValue[];
  blankWeight: number;
  jackpot: number;
}

/** A mechanic beyond lines, ways and free spins; a title has at most one. */
export type SlotMechanic = SlotCascade | SlotHoldAndSpin;

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
  /** Cascading wins or hold and spin; absent for a plain lines or ways title. */
  mechanic?: SlotMechanic;
}
