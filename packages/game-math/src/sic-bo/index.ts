/**
 * Sic bo, three dice: `rollSicBo(rng)` rolls, `settleSicBo(bets, dice)` pays the layout's bets from
 * the Atlantic City table `SIC_BO_PAYS`, `sicBoOdds()` gives the exact edge of every bet.
 */
export { everySicBoRoll, rollSicBo, type SicBoDice } from './roll.ts';
export { SIC_BO_PAYS, type SicBoPaytable } from './paytable.ts';
export { parseSicBoBet, sicBoBetKeys, type SicBoBet, type SicBoBetKind } from './bets.ts';
export { resolveSicBoBet, sicBoTopPays } from './resolve.ts';
export { settleSicBo } from './settle.ts';
export { sicBoOdds, type SicBoBetOdds } from './exact-edges.ts';
export { sicBoMaxWinMultiple } from './max-win.ts';
