import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight.ts';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('InFlight', () => {
  it('is drained at once when nothing runs', async () => {
    expect(await new InFlight().drained(10)).toBe(true);
  });

  it('waits for every running handler, failed ones included', async () => {
    const inFlight = new InFlight();
    const first = deferred();
    const second = deferred();
    const a = inFlight.run(() => first.promise);
    const b = inFlight.run(async () => {
      await second.promise;
      throw new Error('handler failed');
    });
    expect(inFlight.count).toBe(2);
    let drained = false;
    const waiting = inFlight.drained(5_000).then((result) => (drained = result));
    first.resolve();
    await a;
    await Promise.resolve();
    expect(drained).toBe(false);
    second.resolve();
    await expect(b).rejects.toThrow('handler failed');
    expect(await waiting).toBe(true);
    expect(inFlight.count).toBe(0);
  });

  it('gives up after the timeout', async () => {
    const inFlight = new InFlight();
    void inFlight.run(() => new Promise(() => undefined));
    expect(await inFlight.drained(20)).toBe(false);
  });
});
