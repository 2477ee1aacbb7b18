import { ZRegisterBody } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import ko from '../../../messages/ko.json';
import { reasonKey, SERVER_ERROR } from './reason-key';

const register = ko.register.errors;
const wallet = ko.wallet.errors;

describe('reasonKey', () => {
  it("reads the contract's reasons from zod issues", () => {
    expect(reasonKey(register, { type: 'invalid_format', message: 'user_id_format' }, 'a!')).toBe(
      'user_id_format',
    );
    expect(reasonKey(register, { type: 'custom', message: 'password_mismatch' }, 'x')).toBe(
      'password_mismatch',
    );
    expect(reasonKey(register, { type: 'invalid_value', message: 'terms_required' }, false)).toBe(
      'terms_required',
    );
  });

  it('says required for an empty field, whatever rule caught it', () => {
    expect(reasonKey(register, { type: 'invalid_format', message: 'user_id_format' }, '  ')).toBe('required');
    expect(reasonKey(wallet, { type: 'too_small', message: 'Too small' }, 0)).toBe('required');
  });

  it("never shows zod's own wording", () => {
    expect(
      reasonKey(register, { type: 'too_big', message: 'Too big: expected string' }, 'x'.repeat(40)),
    ).toBe('too_long');
    expect(reasonKey(wallet, { type: 'too_big', message: 'Too big' }, 'x')).toBe('invalid');
    expect(reasonKey(wallet, { type: 'invalid_format', message: 'invalid_characters' }, 'a\u0001')).toBe(
      'invalid',
    );
  });

  it("takes the server's reasons as sent, even on an empty-looking field", () => {
    expect(reasonKey(wallet, { type: SERVER_ERROR, message: 'below_minimum' }, 1)).toBe('below_minimum');
    expect(reasonKey(register, { type: SERVER_ERROR, message: 'cant_find_code' }, '')).toBe('cant_find_code');
    expect(reasonKey(register, undefined, '')).toBeUndefined();
  });

  it('has a text for every reason the registration schema gives', () => {
    const empty = ZRegisterBody.safeParse({
      agree: false,
      userId: 'a!',
      nick: 'x',
      phone: '1',
      banknum: '1',
      birthDate: '1',
    });
    const reasons =
      empty.error?.issues.map((issue) => issue.message).filter((m) => /^[a-z_]+$/.test(m)) ?? [];
    expect(reasons.length).toBeGreaterThan(3);
    for (const reason of reasons) expect(Object.keys(register)).toContain(reason);
  });
});
