/**
 * The stakes on a table before a round, as a pure reducer shared by every table (baccarat,
 * roulette, dragon tiger, sic bo): a chip adds to a spot while the player can cover the whole slip
 * and the spot stays within its table limit; undo takes back the last chip (or the last rebet or
 * double, whole); clear takes everything back; rebet lays the last played slip again; double
 * doubles every stake, all or nothing. A played round empties the slip: nothing from one round is
 * staked on the next unless the player presses rebet.
 */
export type Stakes = Readonly<Record<string, number>>;

/** The chips of the tables, in won. */
export const CHIP_VALUES = [1_000, 5_000, 10_000, 50_000, 100_000] as const;

export interface StakeSlip {
  stakes: Stakes;
  /** The slips before each change, newest last, for undo; emptied when a round is played. */
  undo: readonly Stakes[];
  /** The slip of the last round played, for rebet. */
  last: Stakes | null;
}

/** The largest stake a spot takes (its table limit). */
export type SpotMax = (spot: string) => number;

export type SlipAction =
  | { type: 'place'; spot: string; chip: number; balance: number; max: SpotMax }
  | { type: 'undo' }
  | { type: 'clear' }
  | { type: 'rebet'; balance: number }
  | { type: 'double'; balance: number; max: SpotMax }
  | { type: 'played' };

export const EMPTY_SLIP: StakeSlip = { stakes: {}, undo: [], last: null };

export function slipTotal(stakes: Stakes): number {
  return Object.values(stakes).reduce((sum, stake) => sum + stake, 0);
}

/** Why a chip cannot go on a spot, or null when it can. */
export function placeProblem(
  stakes: Stakes,
  { spot, chip, balance, max }: { spot: string; chip: number; balance: number; max: SpotMax },
): 'funds' | 'limit' | null {
  if (slipTotal(stakes) + chip > balance) return 'funds';
  if ((stakes[spot] ?? 0) + chip > max(spot)) return 'limit';
  return null;
}

const change = (slip: StakeSlip, stakes: Stakes): StakeSlip => ({
  ...slip,
  stakes,
  undo: [...slip.undo, slip.stakes],
});

export function slipReducer(slip: StakeSlip, action: SlipAction): StakeSlip {
  switch (action.type) {
    case 'place': {
      if (placeProblem(slip.stakes, action)) return slip;
      return change(slip, { ...slip.stakes, [action.spot]: (slip.stakes[action.spot] ?? 0) + action.chip });
    }
    case 'undo': {
      const previous = slip.undo.at(-1);
      return previous ? { ...slip, stakes: previous, undo: slip.undo.slice(0, -1) } : slip;
    }
    case 'clear':
      return slipTotal(slip.stakes) === 0 ? slip : change(slip, {});
    case 'rebet':
      if (!slip.last || slipTotal(slip.last) > action.balance) return slip;
      return change(slip, { ...slip.last });
    case 'double': {
      const total = slipTotal(slip.stakes);
      if (total === 0 || total * 2 > action.balance) return slip;
      const entries = Object.entries(slip.stakes);
      if (entries.some(([spot, stake]) => stake * 2 > action.max(spot))) return slip;
      return change(slip, Object.fromEntries(entries.map(([spot, stake]) => [spot, stake * 2])));
    }
    case 'played':
      return { stakes: {}, undo: [], last: slip.stakes };
  }
}
