import { describe, expect, it } from 'vitest';
import type { SessionState } from '../session';
import { sessionWithBalance, sessionWithCounts } from './apply-live-event';

const signedIn: SessionState = {
  status: 'authenticated',
  user: {
    userId: 'tester1',
    nick: '테스터',
    phone: '010-1234-5678',
    rolling: 100,
    balance: 50_000,
    in_balance: 0,
    point: 0,
    bankname: '국민은행',
    bankOwner: '홍길동',
    banknum: '123-456-789',
    level: 1,
    playType: 'user',
  },
  noteCount: 1,
  mustChangePassword: false,
  helpCount: 0,
  countsPending: true,
};

describe('live events in the session', () => {
  it('puts a balance event into the signed-in member', () => {
    const after = sessionWithBalance(signedIn, { balance: 47_500, rolling: 125, in_balance: 0, point: 0 });
    expect(after).toMatchObject({ user: { balance: 47_500, rolling: 125, userId: 'tester1' }, noteCount: 1 });
  });

  it('takes the counts as they stand, no longer waiting for the health check', () => {
    const after = sessionWithCounts(signedIn, { noteCount: 2, helpCount: 1 });
    expect(after).toEqual({ ...signedIn, countsPending: undefined, noteCount: 2, helpCount: 1 });
    expect(after).not.toHaveProperty('countsPending');
  });

  it('leaves a page that is not signed in alone', () => {
    const out: SessionState = { status: 'unauthenticated' };
    expect(sessionWithBalance(out, { balance: 1, rolling: 0, in_balance: 0, point: 0 })).toBe(out);
    expect(sessionWithCounts(undefined, { noteCount: 1, helpCount: 0 })).toBeUndefined();
  });
});
