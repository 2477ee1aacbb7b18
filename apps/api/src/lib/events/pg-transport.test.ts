import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '@haneul/db/testing';
import { pgTransport } from './pg-transport.ts';

describe('the LISTEN/NOTIFY transport', () => {
  it('hears its own notice, and reports nothing when its database goes away after it closed', async () => {
    const name = `haneul_test_${randomBytes(6).toString('hex')}`;
    const url = await createPostgresDatabase(name);
    const errors: Error[] = [];
    const transport = pgTransport(
      url,
      (error) => errors.push(error),
      `haneul_live_test_${randomBytes(4).toString('hex')}`,
    );
    let hear: (payload: string) => void = () => undefined;
    const heard = new Promise<string>((resolve) => {
      hear = resolve;
    });
    await transport.listen((payload) => hear(payload));
    await transport.send('{"hello":1}');
    expect(await heard).toBe('{"hello":1}');

    // A forced drop terminates whatever connection is still ending, as a test's clean-up or a
    // database restart does; the transport's close does not wait for the server to let go.
    const closing = transport.close();
    await dropPostgresDatabase(name);
    await closing;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
  });
});
