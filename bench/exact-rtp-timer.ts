import { parentPort, workerData } from 'node:worker_threads';
import { exactRtp, findSlotTitle } from '@haneul/game-math';

/** Worker thread: times one title's exact RTP in a fresh module instance, where nothing is cached. */
const title = findSlotTitle(String(workerData));
if (!title) throw new Error(`no slot title ${String(workerData)}`);
const started = performance.now();
exactRtp(title);
parentPort?.postMessage((performance.now() - started) / 1000);
