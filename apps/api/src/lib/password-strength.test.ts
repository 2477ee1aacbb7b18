import { describe, expect, it } from 'vitest';
import { AppError } from '@haneul/server-kit';
import {
  assertStrongPassword,
  MEMBER_PASSWORD_SCORE,
  passwordScore,
  STAFF_PASSWORD_SCORE,
} from './password-strength.ts';

describe('password strength (zxcvbn)', () => {
  it('scores leaked-list passwords low and long unusual ones high', async () => {
    for (const weak of ['password-123', 'qwerty1234!', 'admin1234!', 'iloveyou2026']) {
      expect(await passwordScore(weak), weak).toBeLessThan(MEMBER_PASSWORD_SCORE);
    }
    for (const strong of ['Seoul-harbor-lantern-42', 'maple-orbit-kettle-19']) {
      expect(await passwordScore(strong), strong).toBe(STAFF_PASSWORD_SCORE);
    }
  });

  it('counts the member’s own id and nick as words the password must not lean on', async () => {
    const password = 'skywalker77kim!';
    expect(await passwordScore(password)).toBeGreaterThanOrEqual(MEMBER_PASSWORD_SCORE);
    expect(await passwordScore(password, ['skywalker77kim'])).toBeLessThan(MEMBER_PASSWORD_SCORE);
  });

  it('answers invalid with password_weak on the named field', async () => {
    const refusal = await assertStrongPassword({
      password: 'password-123',
      minimum: MEMBER_PASSWORD_SCORE,
      field: 'newPassword',
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 'invalid',
      httpStatus: 400,
      extra: { errors: [{ field: 'newPassword', reason: 'password_weak' }] },
    });
    await expect(
      assertStrongPassword({
        password: 'Seoul-harbor-lantern-42',
        minimum: STAFF_PASSWORD_SCORE,
        field: 'password',
      }),
    ).resolves.toBeUndefined();
  });

  it('reads only a password’s first 64 characters, so a very long one costs no more to score', async () => {
    const head = 'a1'.repeat(32);
    expect(await passwordScore('a1'.repeat(64))).toBeLessThan(MEMBER_PASSWORD_SCORE);
    expect(await passwordScore(`${head}Seoul-harbor-lantern-42`)).toBeLessThan(MEMBER_PASSWORD_SCORE);
    expect(await passwordScore(`${head}Seoul-harbor-lantern-42`)).toBe(await passwordScore(head));
    expect(await passwordScore('a1'.repeat(50_000))).toBe(await passwordScore(head));
  });
});
