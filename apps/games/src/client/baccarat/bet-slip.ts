import { BACCARAT_BETS, BACCARAT_STAKE_LIMITS } from '../../protocol/round-api.ts';

/**
 * The stakes on the table before a deal, as a pure reducer: chips add to a spot while the player
 * can cover the whole slip and the spot stays within the table limit, clear takes everything
 * back, rebet lays the last dealt slip again.
 */
export type BetSpot = (typeof BACCARAT_BETS)[number];
export type Stakes = Partial<Record<BetSpot, number>>;

/** The chips of the table, in won. */
export const CHIP_VALUES = [1_000, 5_000, 10_000, 50_000, 100_000] as const;

export interface BetSlip {
  stakes: Stakes;
  /** The slip of the last deal, for rebet. */
  last: Stakes | null;
}

export type SlipAction =
  | { type: 'place'; spot: BetSpot; chip: number; balance: number }
  | { type: 'clear' }
  | { type: 'rebet'; balance: number }
  | { type: 'dealt' };

export function slipTotal(stakes: Stakes): number {
  return BACCARAT_BETS.reduce((sum, spot) => sum + (stakes[spot] ?? 0), 0);
}

export function slipReducer(slip: BetSlip, action: SlipAction): BetSlip {
  switch (action.type) {
    case 'place': {
      const stake = (slip.stakes[action.spot] ?? 0) + action.chip;
      if (slipTotal(slip.stakes) + action.chip > action.balance || stake > BACCARAT_STAKE_LIMITS.max)
        return slip;
      return { ...slip, stakes: { ...slip.stakes, [action.spot]: stake } };
    }
    case 'clear':
      return { ...slip, stakes: {} };
    case 'rebet':
      if (!slip.last || slipTotal(slip.last) > action.balance) return slip;
      return { ...slip, stakes: { ...slip.last } };
    case 'dealt':
      return { stakes: {}, last: slip.stakes };
  }
}
