import { pocketColour, ROULETTE_WHEEL } from '@haneul/game-math';
import type { TRoundView } from '../../protocol/round-api.ts';

/**
 * The table's scoreboard from the player's recent rounds: the last numbers, the hot and cold
 * numbers and the colour and odd/even counts. Only rounds whose stake was taken count (`settled`,
 * and `debited`, paid shortly); a refunded or void round never spun for the player.
 */
export interface PocketCount {
  pocket: number;
  count: number;
}

export interface RouletteStats {
  /** Rounds counted. */
  rounds: number;
  /** The last pockets, newest first. */
  last: number[];
  /** The most frequent pockets, most first (only pockets that came up). */
  hot: PocketCount[];
  /** The least frequent pockets, least first (a pocket not seen longest first among equals). */
  cold: PocketCount[];
  colours: { red: number; black: number; green: number };
  /** Odd and even among 1–36 (0 is neither). */
  parity: { odd: number; even: number };
}

const COUNTED = new Set<TRoundView['state']>(['settled', 'debited']);

/** The drawn pockets of the roulette rounds among `rounds` (newest first, as the session keeps them). */
export function roulettePockets(rounds: readonly TRoundView[]): number[] {
  return rounds.flatMap((round) =>
    COUNTED.has(round.state) && round.table?.draw.kind === 'roulette' ? [round.table.draw.pocket] : [],
  );
}

export function rouletteStats(
  rounds: readonly TRoundView[],
  { lastCount = 18, hotCount = 4 }: { lastCount?: number; hotCount?: number } = {},
): RouletteStats {
  const pockets = roulettePockets(rounds);
  const counts = new Map<number, number>(ROULETTE_WHEEL.map((pocket) => [pocket, 0]));
  // How long ago each pocket last came up (its index in the newest-first list; never: Infinity).
  const lastSeen = new Map<number, number>();
  pockets.forEach((pocket, i) => {
    counts.set(pocket, (counts.get(pocket) ?? 0) + 1);
    if (!lastSeen.has(pocket)) lastSeen.set(pocket, i);
  });
  const ago = (pocket: number) => lastSeen.get(pocket) ?? Infinity;
  const all = [...counts].map(([pocket, count]) => ({ pocket, count }));
  const hot = all
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || ago(a.pocket) - ago(b.pocket) || a.pocket - b.pocket)
    .slice(0, hotCount);
  const cold = pockets.length
    ? [...all]
        .sort((a, b) => a.count - b.count || ago(b.pocket) - ago(a.pocket) || a.pocket - b.pocket)
        .slice(0, hotCount)
    : [];

  const colours = { red: 0, black: 0, green: 0 };
  const parity = { odd: 0, even: 0 };
  for (const pocket of pockets) {
    colours[pocketColour(pocket)] += 1;
    if (pocket > 0) parity[pocket % 2 === 1 ? 'odd' : 'even'] += 1;
  }
  return { rounds: pockets.length, last: pockets.slice(0, lastCount), hot, cold, colours, parity };
}
