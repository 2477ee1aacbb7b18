import { describe, expect, it } from 'vitest';
import type { WalletClient } from '../wallet/wallet-client.ts';
import { GameError } from '../http/game-error.ts';
import { createSessionAuth } from './session-auth.ts';

/** A wallet whose balance call counts its uses and answers from a table of tokens. */
function fakeWallet(answers: Record<string, Awaited<ReturnType<WalletClient['balance']>>>) {
  const calls: string[] = [];
  const unused = () => Promise.reject(new Error('not a balance call'));
  const wallet: WalletClient = {
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

const live = { status: 'OK' as const, balance: 500, playerId: '9', gameCode: 'sky-palace' };

describe('session auth', () => {
  it('asks the wallet once per token within the cache time; `fresh` always asks', async () => {
    const { wallet, calls } = fakeWallet({ t1: live });
    const auth = createSessionAuth({ wallet });
    const session = { token: 't1', playerId: '9', gameCode: 'sky-palace', balance: 500 };
    expect(await auth.verify('t1')).toEqual(session);
    expect(await auth.verify('t1')).toEqual(session);
    expect(calls).toEqual(['t1']);
    await auth.verify('t1', { fresh: true });
    expect(calls).toEqual(['t1', 't1']);
  });

  it('asks again once the entry is older than the cache time, and forgets the oldest beyond its size', async () => {
    const { wallet, calls } = fakeWallet({ a: live, b: live });
    const expiring = createSessionAuth({ wallet, ttlMs: -1 });
    await expiring.verify('a');
    await expiring.verify('a');
    expect(calls).toEqual(['a', 'a']);
    const small = createSessionAuth({ wallet, maxEntries: 1 });
    await small.verify('a');
    await small.verify('b');
    await small.verify('a');
    expect(calls).toEqual(['a', 'a', 'a', 'b', 'a']);
  });

  it('refuses a token the wallet does not know with invalid_token, and never caches that', async () => {
    const { wallet, calls } = fakeWallet({});
    const auth = createSessionAuth({ wallet });
    for (let i = 0; i < 2; i += 1) {
      await expect(auth.verify('gone')).rejects.toEqual(new GameError('invalid_token'));
    }
    expect(calls).toEqual(['gone', 'gone']);
  });

  it('refuses to guess when the wallet names no player or game', async () => {
    const { wallet } = fakeWallet({ old: { status: 'OK', balance: 1 } });
    await expect(createSessionAuth({ wallet }).verify('old')).rejects.toThrow(/playerId/);
  });
});
