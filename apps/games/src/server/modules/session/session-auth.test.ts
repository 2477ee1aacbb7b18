import { describe, expect, it } from 'vitest';
import { systemClock } from '@haneul/server-kit';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { invalidToken } from '../../lib/games-errors.ts';
import { createSessionAuth } from './session-auth.ts';
import type { WindowSession } from '../launch/window-sessions.queries.ts';
import { hashWindowToken } from '../launch/window-token.ts';

/** A wallet whose balance call counts its uses and answers from a table of wallet tokens. */
function fakeWallet(answers: Record<string, Awaited<ReturnType<WalletClient['balance']>>>) {
  const calls: string[] = [];
  const unused = () => Promise.reject(new Error('not a balance call'));
  const wallet: WalletClient = {
    authenticate: unused,
    balance: async ({ token }) => {
      calls.push(token);
      return answers[token] ?? { status: 'INVALID_TOKEN', balance: 0 };
    },
    bet: unused,
    win: unused,
    rollback: unused,
  };
  return { wallet, calls };
}

/** Window sessions by window token: each stands for the wallet token `wallet-<window token>`. */
function windows(...tokens: string[]) {
  const rows = new Map<string, WindowSession>(
    tokens.map((token) => [
      hashWindowToken(token),
      {
        tokenHash: hashWindowToken(token),
        walletToken: `wallet-${token}`,
        playerId: '9',
        gameCode: 'sky-palace',
        createdAt: new Date(0),
        expiresAt: new Date(8 * 3_600_000),
        protection: null,
        realityCheckSeen: null,
      },
    ]),
  );
  const lookups: string[] = [];
  const findWindow = async (hash: string) => {
    lookups.push(hash);
    return rows.get(hash) ?? null;
  };
  return { findWindow, lookups };
}

const live = { status: 'OK' as const, balance: 500, playerId: '9', gameCode: 'sky-palace' };

describe('session auth', () => {
  it('resolves a window token to its wallet session, asking once within the cache time; `fresh` always asks', async () => {
    const { wallet, calls } = fakeWallet({ 'wallet-t1': live });
    const { findWindow, lookups } = windows('t1');
    const auth = createSessionAuth({ findWindow, wallet, clock: systemClock });
    const session = {
      windowKey: hashWindowToken('t1'),
      token: 'wallet-t1',
      playerId: '9',
      gameCode: 'sky-palace',
      balance: 500,
    };
    expect(await auth.verify('t1')).toEqual(session);
    expect(await auth.verify('t1')).toEqual(session);
    expect(calls).toEqual(['wallet-t1']);
    expect(lookups).toEqual([hashWindowToken('t1')]);
    await auth.verify('t1', { fresh: true });
    expect(calls).toEqual(['wallet-t1', 'wallet-t1']);
  });

  it('asks again once the entry is older than the cache time, and forgets the oldest beyond its size', async () => {
    const { wallet, calls } = fakeWallet({ 'wallet-a': live, 'wallet-b': live });
    const { findWindow } = windows('a', 'b');
    const expiring = createSessionAuth({ findWindow, wallet, ttlMs: -1, clock: systemClock });
    await expiring.verify('a');
    await expiring.verify('a');
    expect(calls).toEqual(['wallet-a', 'wallet-a']);
    const small = createSessionAuth({ findWindow, wallet, maxEntries: 1, clock: systemClock });
    await small.verify('a');
    await small.verify('b');
    await small.verify('a');
    expect(calls).toEqual(['wallet-a', 'wallet-a', 'wallet-a', 'wallet-b', 'wallet-a']);
  });

  it('refuses an unknown window token without asking the wallet, and never caches a refusal', async () => {
    const { wallet, calls } = fakeWallet({ 'wallet-gone': live });
    const { findWindow, lookups } = windows();
    const auth = createSessionAuth({ findWindow, wallet, clock: systemClock });
    for (let i = 0; i < 2; i += 1) {
      await expect(auth.verify('gone')).rejects.toEqual(invalidToken());
    }
    expect(calls).toEqual([]);
    expect(lookups).toHaveLength(2);
  });

  it('refuses a window whose wallet session ended, and does not cache that', async () => {
    const { wallet, calls } = fakeWallet({});
    const { findWindow } = windows('ended');
    const auth = createSessionAuth({ findWindow, wallet, clock: systemClock });
    for (let i = 0; i < 2; i += 1) {
      await expect(auth.verify('ended')).rejects.toEqual(invalidToken());
    }
    expect(calls).toEqual(['wallet-ended', 'wallet-ended']);
  });

  it('never accepts the wallet token itself as a window token', async () => {
    const { wallet } = fakeWallet({ 'wallet-t1': live });
    const auth = createSessionAuth({ findWindow: windows('t1').findWindow, wallet, clock: systemClock });
    await expect(auth.verify('wallet-t1')).rejects.toEqual(invalidToken());
  });
});
