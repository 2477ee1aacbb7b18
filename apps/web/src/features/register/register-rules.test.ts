import { describe, expect, it } from 'vitest';
import { birthDateReason, formReasons, type RegisterValues, serverReasons } from './register-rules';

const now = new Date('2026-11-22T03:00:00Z');
const good: RegisterValues = {
  userId: 'newbie01',
  password: 'longenough',
  passwordConfirm: 'longenough',
  nick: '하늘이',
  phone: '010-1234-5678',
  bankname: '신한은행',
  bankOwner: '홍길동',
  banknum: '110-123-456789',
  exchangePassword: '7315',
  code: '',
  birthDate: '1990-01-01',
  agree: true,
};

describe('register rules', () => {
  it('accepts a complete form', () => {
    expect(formReasons(good, now)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      formReasons(
        { ...good, userId: 'ab', passwordConfirm: 'other', nick: 'x', exchangePassword: '12a', agree: false },
        now,
      ),
    ).toEqual({
      userId: 'user_id_format',
      passwordConfirm: 'password_mismatch',
      nick: 'nick_length',
      exchangePassword: 'exchange_password_format',
      agree: 'terms_required',
    });
  });

  it('refuses a PIN of repeated or sequential digits or a keypad line, as the server does', () => {
    for (const exchangePassword of ['0000', '1234', '9876', '2580', '1212']) {
      expect(formReasons({ ...good, exchangePassword }, now), exchangePassword).toEqual({
        exchangePassword: 'exchange_password_weak',
      });
    }
  });

  it('counts age on the Korean calendar: 19 on the birthday, not the day before', () => {
    expect(birthDateReason('2007-11-22', now)).toBeNull();
    expect(birthDateReason('2007-11-23', now)).toBe('under_19');
    expect(birthDateReason('2026-02-30', now)).toBe('date_invalid');
    expect(birthDateReason('', now)).toBe('required');
  });

  it('places the server refusals on their fields, never a raw reason', () => {
    expect(serverReasons({ status: 'cant_find_code' })).toEqual({ code: 'cant_find_code' });
    expect(serverReasons({ status: 'alread' })).toEqual({ nick: 'alread' });
    expect(
      serverReasons({
        status: 'invalid',
        errors: [
          { field: 'birthDate', reason: 'under_19' },
          { field: 'password', reason: 'password_weak' },
          { field: 'bankOwner', reason: 'Too small: expected string to have >=1 characters' },
        ],
      }),
    ).toEqual({ birthDate: 'under_19', password: 'password_weak', bankOwner: 'invalid' });
    expect(serverReasons({ status: 'error' })).toBeNull();
  });
});
