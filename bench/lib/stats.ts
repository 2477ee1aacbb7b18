import type autocannon from 'autocannon';
/** Latency summary of a run: throughput and percentiles in milliseconds. */
export interface RunFigures {
  label: string;
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The value at quantile `q` (0..1) of an ascending-sorted list (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export function summarize(
  label: string,
  concurrency: number,
  latenciesMs: number[],
  seconds: number,
): RunFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    label,
    concurrency,
    operations: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
  };
}

/** Runs `operation` from `concurrency` workers for `seconds`, timing each call. */
export async function runClosedLoop(
  concurrency: number,
  seconds: number,
  operation: (worker: number, iteration: number) => Promise<void>,
): Promise<{ latenciesMs: number[]; seconds: number }> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const begin = performance.now();
        await operation(worker, iteration);
        latenciesMs.push(performance.now() - begin);
      }
    }),
  );
  return { latenciesMs, seconds: (performance.now() - started) / 1000 };
}

/** A closed-loop run's figures. */
export const closedLoopFigures = (
  label: string,
  concurrency: number,
  seconds: number,
  result: Pick<autocannon.Result, 'requests' | 'latency'>,
): RunFigures => ({
  label,
  concurrency,
  operations: result.requests.total,
  seconds,
  perSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
});
