import { exactRtp, rtpTable, simulate, slotTitles, type RtpTable } from '@haneul/game-math';

const WARM_UP_SPINS = 200_000;

export interface TitleFigures {
  code: string;
  table: RtpTable;
  exactSeconds: number;
  simulatedSpinsPerSecond: number;
}

/**
 * Per title: the time to compute the exact RTP from nothing (no cache: a fresh process per run is
 * what counts, and `exactRtp` caches per title, so each title is timed once), and the seeded
 * simulator's spins per second on one core, after a warm-up run.
 */
export function benchGameMath(simulatedSpins: number): TitleFigures[] {
  return slotTitles.map((title) => {
    const started = performance.now();
    exactRtp(title);
    const exactSeconds = (performance.now() - started) / 1000;
    // A short untimed run first, so the figure is the optimized engine, not V8's first tiers.
    simulate(title, WARM_UP_SPINS, 1);
    const simStarted = performance.now();
    simulate(title, simulatedSpins, 20261122);
    const simulatedSpinsPerSecond = simulatedSpins / ((performance.now() - simStarted) / 1000);
    return { code: title.code, table: rtpTable(title), exactSeconds, simulatedSpinsPerSecond };
  });
}
