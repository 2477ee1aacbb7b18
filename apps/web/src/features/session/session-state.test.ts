import type { TUserFields } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { grownCounts, sessionFromLogin, type SessionState } from './session-state';

const user: TUserFields = {
  userId: 'demo01',
  nick: 'demo',
  phone: '010-0000-0000',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  point: 0,
  bankname: 'bank',
  bankOwner: 'owner',
  banknum: '000-000',
  level: 1,
  playType: 'user',
};
const signedIn = (noteCount: number, helpCount: number): SessionState => ({
  status: 'authenticated',
  user,
  noteCount,
  helpCount,
  mustChangePassword: false,
});

describe('grownCounts', () => {
  it('flags a count only when it grows', () => {
    expect(grownCounts(signedIn(1, 1), signedIn(2, 1))).toEqual({ notes: true, helps: false });
    expect(grownCounts(signedIn(1, 1), signedIn(1, 3))).toEqual({ notes: false, helps: true });
    expect(grownCounts(signedIn(3, 3), signedIn(2, 2))).toEqual({ notes: false, helps: false });
  });

  it('ignores the first check after signing in', () => {
    expect(grownCounts({ status: 'unauthenticated' }, signedIn(5, 5))).toEqual({
      notes: false,
      helps: false,
    });
    expect(grownCounts(undefined, signedIn(5, 5))).toEqual({ notes: false, helps: false });
    // Signed in from the login answer (no counts yet): the first check's counts are not news.
    expect(grownCounts(sessionFromLogin(user, false), signedIn(5, 5))).toEqual({
      notes: false,
      helps: false,
    });
  });
});
