import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from '../client.ts';
import type { adjustMemberBalance, holdWithdrawal } from './movements/index.ts';
import { accountId, entryId, memberId, won, type AccountId, type MemberId, type Won } from './units.ts';

type HoldInput = Parameters<typeof holdWithdrawal>;
type AdjustInput = Parameters<typeof adjustMemberBalance>[1];

describe('ledger units', () => {
  it('brand whole won, signed, and positive ids; anything else is refused at the boundary', () => {
    expect(won(-1_500)).toBe(-1_500);
    expect(memberId(7)).toBe(7);
    expect(accountId(8)).toBe(8);
    expect(entryId(9)).toBe(9);
    expect(() => won(1.5)).toThrow(RangeError);
    expect(() => won(2 ** 53)).toThrow(RangeError);
    expect(() => memberId(0)).toThrow(RangeError);
    expect(() => accountId(-3)).toThrow(RangeError);
    expect(() => entryId(Number.NaN)).toThrow(RangeError);
  });

  it('do not stand in for one another (checked by the typecheck, not at run time)', () => {
    const amount = won(1_000);
    const member = memberId(7);
    const account = accountId(8);
    expectTypeOf(amount).not.toEqualTypeOf<MemberId>();
    expectTypeOf(member).not.toEqualTypeOf<AccountId>();
    // Each is still a number for arithmetic and for the wire.
    expectTypeOf(amount).toMatchTypeOf<number>();

    // @ts-expect-error a member id is not an amount
    const memberAsAmount: Won = member;
    // @ts-expect-error an account id is not a member id
    const accountAsMember: MemberId = account;
    // @ts-expect-error a plain number has not been checked
    const unchecked: Won = 1_000;
    const swapped: AdjustInput = {
      // @ts-expect-error an amount where the member goes
      memberId: amount,
      account: 'cash',
      // @ts-expect-error a member id where the amount goes
      amount: member,
      requestId: 'r',
      reason: '',
    };
    const right: AdjustInput = { memberId: member, account: 'cash', amount, requestId: 'r', reason: '' };
    const locked = { memberId: member, cash: account, hold: account };
    // @ts-expect-error an account id where the amount goes
    const accountAsHold: HoldInput = [{} as Db, locked, account];
    expect([memberAsAmount, accountAsMember, unchecked, swapped, right, accountAsHold]).toHaveLength(6);
  });
});
