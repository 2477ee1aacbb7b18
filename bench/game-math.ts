import { rtpTable, simulate, slotTitles, type RtpTable } from '@haneul/game-math';
import { timeExact } from './time-exact.ts';

const WARM_UP_SPINS = 200_000;

export interface TitleFigures {
  code: string;
  table: RtpTable;
  exactSeconds: number;
  simulatedSpinsPerSecond: number;
}

/**
 * Per title: the time to compute the exact RTP from nothing, and the seeded simulator's spins per
 * second on one core, after a warm-up run.
 */
export async function benchGameMath(simulatedSpins: number): Promise<TitleFigures[]> {
  const figures: TitleFigures[] = [];
  for (const title of slotTitles) {
    const exactSeconds = await timeExact({ kind: 'slot', code: title.code });
    // A short untimed run first, so the figure is the optimized engine, not V8's first tiers.
    simulate(title, WARM_UP_SPINS, 1);
    const simStarted = performance.now();
    simulate(title, simulatedSpins, 20261122);
    const simulatedSpinsPerSecond = simulatedSpins / ((performance.now() - simStarted) / 1000);
    figures.push({ code: title.code, table: rtpTable(title), exactSeconds, simulatedSpinsPerSecond });
  }
  return figures;
}
