/**
 * Counts running work (the API's route handlers, the game server's rounds) so a shutdown can wait
 * for it before closing the database. Fastify's own close waits for connections, not handlers: a
 * handler whose client hung up keeps running after its connection is gone, and would otherwise
 * reach a pool that has been closed (or, for a round, fail to record what the wallet answered).
 */
export class InFlight {
  private running = 0;
  private waiters: (() => void)[] = [];

  /** Runs `handler`, counted until it settles. */
  async run<T>(handler: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await handler();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.waiters.splice(0).forEach((wake) => wake());
    }
  }

  get count(): number {
    return this.running;
  }

  /** Resolves once nothing runs, or after `timeoutMs` (true when drained, false on timeout). */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
