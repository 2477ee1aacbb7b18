import { parentPort, workerData } from 'node:worker_threads';
import { exactRtp, findSlotTitle } from '@haneul/game-math';
import { EXACT_TABLE_FIGURES, type ExactJob } from './exact-figures.ts';

/**
 * Worker thread: times one exact computation in a fresh module instance, where nothing is cached
 * (the engines keep their exact figures per title and per rule set once computed).
 */
const job = workerData as ExactJob;
const compute =
  job.kind === 'table'
    ? EXACT_TABLE_FIGURES[job.game]
    : () => {
        const title = findSlotTitle(job.code);
        if (!title) throw new Error(`no slot title ${job.code}`);
        exactRtp(title);
      };
const started = performance.now();
compute();
parentPort?.postMessage((performance.now() - started) / 1000);
