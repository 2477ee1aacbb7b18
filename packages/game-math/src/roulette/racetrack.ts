import { ROULETTE_WHEEL, isPocket } from './wheel.ts';

/**
 * The racetrack: bets on stretches of the wheel rather than of the layout. Each is only a bundle
 * of ordinary layout bets (straights, splits, trios, corners), so it settles through
 * `settleRoulette` like any other bet and keeps the 1/37 edge. `units` is how many chips the
 * croupier puts on that one bet when the whole call is played once.
 *
 * The French call bets cover the three sectors of the wheel: voisins du zéro the 17 pockets from
 * 22 to 25 through 0, tiers du cylindre the 12 from 27 to 33 opposite, orphelins the 8 left over.
 * Jeu zéro is the 7 pockets from 12 to 15 through 0, within voisins.
 */

/** One layout bet of a call bet, with the chips it takes. */
export interface AnnouncedBet {
  key: string;
  units: number;
}

/**
 * The straight-up keys of `pocket` and `span` pockets either side of it on the wheel, in wheel
 * order (clockwise), e.g. `neighbourBets(0)` → 3, 26, 0, 32, 15. `span` is 0–18 (18 covers the
 * whole wheel once).
 */
export function neighbourBets(pocket: number, span = 2): string[] {
  if (!isPocket(pocket)) throw new RangeError(`neighbourBets: ${pocket} is not a pocket (0–36)`);
  if (!Number.isInteger(span) || span < 0 || span > 18) {
    throw new RangeError(`neighbourBets: span must be an integer 0–18, got ${span}`);
  }
  const at = ROULETTE_WHEEL.indexOf(pocket);
  const size = ROULETTE_WHEEL.length;
  return Array.from(
    { length: 2 * span + 1 },
    (_, i) => `straight:${ROULETTE_WHEEL[(at - span + i + size) % size]!}`,
  );
}

/** Voisins du zéro, 9 chips: trio 0-2-3 ×2, five splits, corner 25-26-28-29 ×2. */
export function voisinsDuZero(): AnnouncedBet[] {
  return [
    { key: 'trio:0-2-3', units: 2 },
    { key: 'split:4-7', units: 1 },
    { key: 'split:12-15', units: 1 },
    { key: 'split:18-21', units: 1 },
    { key: 'split:19-22', units: 1 },
    { key: 'split:32-35', units: 1 },
    { key: 'corner:25', units: 2 },
  ];
}

/** Tiers du cylindre, 6 chips: six splits. */
export function tiers(): AnnouncedBet[] {
  return ['split:5-8', 'split:10-11', 'split:13-16', 'split:23-24', 'split:27-30', 'split:33-36'].map(
    (key) => ({ key, units: 1 }),
  );
}

/** Orphelins, 5 chips: 1 straight up and four splits (17 is in two of them). */
export function orphelins(): AnnouncedBet[] {
  return ['straight:1', 'split:6-9', 'split:14-17', 'split:17-20', 'split:31-34'].map((key) => ({
    key,
    units: 1,
  }));
}

/** Jeu zéro (zero spiel), 4 chips: splits 0-3, 12-15 and 32-35, and 26 straight up. */
export function zeroSpiel(): AnnouncedBet[] {
  return ['split:0-3', 'split:12-15', 'straight:26', 'split:32-35'].map((key) => ({ key, units: 1 }));
}
