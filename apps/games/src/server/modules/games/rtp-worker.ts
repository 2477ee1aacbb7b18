import { parentPort, workerData } from 'node:worker_threads';
import { findSlotTitle, rtpTable } from '@haneul/game-math';

/** Worker thread: the exact RTP table of the title named by `workerData`, posted back once. */
const title = findSlotTitle(String(workerData));
if (!title) throw new Error(`no slot title ${String(workerData)}`);
parentPort?.postMessage(rtpTable(title));
