import { describe, expect, it } from 'vitest';
import { ZNewExchangePassword } from './member.ts';
import { isWeakPin } from './weak-pin.ts';

describe('exchange PINs', () => {
  it('refuse repeated digits and blocks, runs of the digit ring and keypad lines', () => {
    const weak = [
      ...['0000', '1111', '99999999', '1212', '123123', '12341234'],
      ...['1234', '4321', '0123', '9876', '7890', '0987', '12345678', '876543'],
      ...['2580', '0852', '7410', '0147', '8520', '0258', '9630', '0369'],
    ];
    expect(weak.filter((pin) => !isWeakPin(pin))).toEqual([]);
  });

  it('accept PINs without such a pattern', () => {
    const fine = ['2468', '1357', '7315', '0519', '246810', '91827364', '1122', '2581'];
    expect(fine.filter((pin) => isWeakPin(pin))).toEqual([]);
  });

  it('refuse a weak new PIN with its own reason, and a malformed one only for its format', () => {
    const reasons = (pin: string) => ZNewExchangePassword.safeParse(pin).error?.issues.map((i) => i.message);
    expect(reasons('2580')).toEqual(['exchange_password_weak']);
    expect(reasons('12a4')).toEqual(['exchange_password_format']);
    expect(reasons('7315')).toBeUndefined();
  });
});
