import { Worker } from 'node:worker_threads';
import { rtpTable, simulate, slotTitles, type RtpTable } from '@haneul/game-math';

const WARM_UP_SPINS = 200_000;

export interface TitleFigures {
  code: string;
  table: RtpTable;
  exactSeconds: number;
  simulatedSpinsPerSecond: number;
}

/**
 * The time to compute a title's exact RTP from nothing, in a worker thread: its own module
 * instance, so no earlier part of the bench (the demo catalogue asks for each title's largest win)
 * has warmed `exactRtp`'s per-title cache.
 */
function timeExactRtp(code: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exact-rtp-timer.ts', import.meta.url), { workerData: code });
    worker.once('message', (seconds: number) => resolve(seconds));
    worker.once('error', reject);
  });
}

/**
 * Per title: the time to compute the exact RTP from nothing, and the seeded simulator's spins per
 * second on one core, after a warm-up run.
 */
export async function benchGameMath(simulatedSpins: number): Promise<TitleFigures[]> {
  const figures: TitleFigures[] = [];
  for (const title of slotTitles) {
    const exactSeconds = await timeExactRtp(title.code);
    // A short untimed run first, so the figure is the optimized engine, not V8's first tiers.
    simulate(title, WARM_UP_SPINS, 1);
    const simStarted = performance.now();
    simulate(title, simulatedSpins, 20261122);
    const simulatedSpinsPerSecond = simulatedSpins / ((performance.now() - simStarted) / 1000);
    figures.push({ code: title.code, table: rtpTable(title), exactSeconds, simulatedSpinsPerSecond });
  }
  return figures;
}
