import { describe, expect, it } from 'vitest';
import { InFlight } from '../in-flight.ts';
import { closeGracefully, type ShutdownPlan } from './graceful-shutdown.ts';

/** A plan that writes down what happened, in order. */
function recordingPlan(work: InFlight, graceMs: number) {
  const steps: string[] = [];
  const log = { warn: (_fields: unknown, message: string) => steps.push(`warn: ${message}`) };
  const plan: ShutdownPlan = {
    before: async () => void steps.push('loops stopped'),
    servers: [{ close: async () => void steps.push('listener closed') }],
    inFlight: [work],
    graceMs,
    close: async () => void steps.push('database closed'),
    log: log as unknown as ShutdownPlan['log'],
    unfinished: 'rounds still running',
  };
  return { plan, steps };
}

describe('closeGracefully', () => {
  it('stops loops and listeners, waits for running work, then closes the database', async () => {
    const work = new InFlight();
    let finish = () => undefined as void;
    const running = work.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const { plan, steps } = recordingPlan(work, 5_000);
    const closing = closeGracefully(plan);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['loops stopped', 'listener closed']);
    finish();
    await Promise.all([closing, running]);
    expect(steps).toEqual(['loops stopped', 'listener closed', 'database closed']);
  });

  it('waits no longer than its grace, says what is left, and still closes', async () => {
    const work = new InFlight();
    void work.run(() => new Promise<void>(() => undefined));
    const { plan, steps } = recordingPlan(work, 20);
    await closeGracefully(plan);
    expect(steps).toEqual([
      'loops stopped',
      'listener closed',
      'warn: rounds still running',
      'database closed',
    ]);
  });
});
