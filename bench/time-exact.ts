import { Worker } from 'node:worker_threads';
import type { ExactJob } from './exact-figures.ts';

/**
 * The seconds an exact computation takes from nothing, in a worker thread: its own module instance,
 * so no earlier part of the bench (the demo catalogue asks for each title's largest win) has warmed
 * the engines' caches.
 */
export function timeExact(job: ExactJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exact-timer.ts', import.meta.url), { workerData: job });
    worker.once('message', (seconds: number) => resolve(seconds));
    worker.once('error', reject);
  });
}
