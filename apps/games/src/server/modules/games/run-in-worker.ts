import { Worker } from 'node:worker_threads';

/**
 * Runs a worker file of this folder (`./<name>`) with `data` and resolves with the one message it
 * posts: the exact analyses (a slot's RTP, blackjack's edge and chart) take a second or two of CPU,
 * which a worker thread keeps off the event loop rounds in flight need. The file is taken with this
 * module's extension: compiled JavaScript in production, TypeScript under the tests and tsx, which
 * Node 24 runs by stripping its types.
 */
export function runInWorker<T>(name: string, data: unknown): Promise<T> {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const target = new URL(`./${name}${extension}`, import.meta.url);
  return new Promise((resolve, reject) => {
    const worker = new Worker(target, { workerData: data });
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`${name} exited with ${exitCode}`)));
  });
}
