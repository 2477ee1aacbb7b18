import type { FastifyBaseLogger } from 'fastify';

export interface RecoveryLoop {
  /** Stops scheduling passes and waits for the one running, if any. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` now and then `intervalMs` after each pass ends: passes never overlap, and a failing
 * pass (database down) is logged and simply tried again next time.
 */
export function startRecoveryLoop({
  pass,
  intervalMs,
  log,
}: {
  pass: () => Promise<unknown>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): RecoveryLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'recovery pass failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
