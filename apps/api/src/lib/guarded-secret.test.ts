import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '@haneul/db/testing';
import { checkGuardedSecret, memberSecretRule } from './guarded-secret.ts';

const START = new Date('2026-11-22T03:00:00Z');
const FIFTEEN_MINUTES = 15 * 60_000;

describe.each(TEST_ENGINES)('checkGuardedSecret on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  /** A verifier that counts its calls and takes a while, as Argon2 does, so a burst overlaps. */
  function countingVerifier(answer: boolean) {
    const verifier = {
      calls: 0,
      verify: async () => {
        verifier.calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer;
      },
    };
    return verifier;
  }

  const check = (memberId: number, now: Date, verify: () => Promise<boolean>) =>
    checkGuardedSecret(database.db, { rule: memberSecretRule('exchange', memberId), now, verify });

  it('runs the verifier at most 5 times for a burst of 40 wrong secrets', async () => {
    const wrong = countingVerifier(false);
    const answers = await Promise.all(Array.from({ length: 40 }, () => check(1, START, wrong.verify)));
    expect(wrong.calls).toBe(5);
    expect(answers.filter((answer) => answer.status === 'wrong')).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 'time')).toHaveLength(35);

    const right = countingVerifier(true);
    expect(await check(1, START, right.verify)).toEqual({ status: 'time', retryAfter: 900 });
    expect(right.calls).toBe(0);
    expect(await check(1, new Date(START.getTime() + FIFTEEN_MINUTES), right.verify)).toEqual({
      status: 'ok',
    });
  });

  it('lets a right secret clear the count, so 4 more wrong ones do not lock', async () => {
    const wrong = countingVerifier(false);
    const right = countingVerifier(true);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await check(2, START, wrong.verify)).status).toBe('wrong');
      expect(await check(2, START, right.verify)).toEqual({ status: 'ok' });
    }
    expect(wrong.calls).toBe(8);
  });
});
