import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameTransfers, members, providers } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { createFakeTransferProvider } from './fake-transfer-provider.test-helper.ts';
import { retryPendingTransfers, TRANSFER_RETRY_AFTER_MS } from './transfer-retries.ts';

describe.each(TEST_ENGINES)('transfer-wallet calls (%s)', (engine) => {
  let t: TestApp;
  const provider = createFakeTransferProvider();

  const cashOf = async (token: string) => {
    const res = await t.call('get-in-game-balance', {}, token);
    return res.json().data as { balance: number; gameMoney: number; companies: unknown[] };
  };
  const signUp = async (cash = 100_000) => {
    const member = await createTestMember(t.database.db);
    await fundTestMember(t.database.db, member.id, cash);
    return { ...member, token: await createTestSession(t.database.db, member.id, t.clock()) };
  };
  const transfersOf = (memberId: number) =>
    t.database.db
      .select()
      .from(gameTransfers)
      .where(eq(gameTransfers.memberId, memberId))
      .orderBy(gameTransfers.id);

  beforeAll(async () => {
    t = await createTestApp(engine, { transferClient: provider.client });
    const names = (code: string) => ({ nameKo: `${code} 한글`, nameEn: `${code} English` });
    await t.database.db.insert(providers).values([
      { code: 'cloud', ...names('cloud'), walletType: 'transfer', launchUrl: 'http://games.test/play' },
      { code: 'seamless', ...names('seamless'), launchUrl: 'http://games.test/play' },
    ]);
  });
  beforeEach(() => {
    Object.assign(provider.state, { down: false, loseAnswers: false, refuseDeposits: false });
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t?.destroy();
  });

  it('moves money in, settles play at the provider and withdraws it all: before − in + out', async () => {
    const member = await signUp();
    const moved = await t.call('transfer-in-game', { company: 'cloud', amount: 30_000 }, member.token);
    expect(moved.json()).toEqual({ status: 'success', balance: 70_000, gameMoney: 30_000 });
    expect(provider.balanceOf(String(member.id))).toBe(30_000);

    provider.play(String(member.id), -5_000);
    expect(await cashOf(member.token)).toMatchObject({
      balance: 70_000,
      gameMoney: 25_000,
      companies: [{ company: 'cloud', gameMoney: 25_000 }],
    });

    const back = await t.call('withdraw-from-game', { company: 'cloud' }, member.token);
    expect(back.json()).toEqual({ status: 'success', balance: 95_000, gameMoney: 0 });
    expect((await cashOf(member.token)).companies).toEqual([{ company: 'cloud', gameMoney: 0 }]);
    expect(provider.balanceOf(String(member.id))).toBe(0);
    expect((await transfersOf(member.id)).map((row) => [row.direction, row.amount, row.state])).toEqual([
      ['in', 30_000, 'done'],
      ['settle', -5_000, 'done'],
      ['out', 25_000, 'done'],
    ]);
    await expectReconciled(t.database.db);
  });

  it('keeps a transfer the provider did not answer pending and retries it with the same id', async () => {
    const member = await signUp();
    provider.state.down = true;
    // The balance read fails first: nothing is recorded, nothing moves.
    expect(
      (await t.call('transfer-in-game', { company: 'cloud', amount: 10_000 }, member.token)).json(),
    ).toEqual({
      status: 'time',
    });
    provider.state.down = false;
    provider.state.loseAnswers = true;
    const lost = await t.call('transfer-in-game', { company: 'cloud', amount: 10_000 }, member.token);
    expect(lost.json()).toEqual({ status: 'wait' });
    expect((await t.call('withdraw-from-game', { company: 'cloud' }, member.token)).json()).toEqual({
      status: 'wait',
    });
    const [pending] = await transfersOf(member.id);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });

    provider.state.loseAnswers = false;
    expect(await retryPendingTransfers(t.database.db, provider.client, t.clock())).toEqual([]);
    t.clock.advance(TRANSFER_RETRY_AFTER_MS + 1);
    expect(await retryPendingTransfers(t.database.db, provider.client, t.clock())).toEqual([member.id]);
    const sent = provider.calls.filter((call) => call.transferId === String(pending?.id));
    expect(sent).toEqual([
      { action: 'deposit', transferId: String(pending?.id) },
      { action: 'deposit', transferId: String(pending?.id) },
    ]);
    expect(provider.balanceOf(String(member.id))).toBe(10_000);
    expect(await cashOf(member.token)).toMatchObject({ balance: 90_000, gameMoney: 10_000 });
    expect((await transfersOf(member.id))[0]).toMatchObject({ state: 'done', attempts: 2 });
    // Staff see the member's transfers with their retry state.
    const staff = await signedInStaff(t);
    const listed = await callEndpoint(t, 'gameTransfers.list', {
      token: staff.token,
      query: { memberId: member.id },
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [
        {
          id: pending?.id,
          userId: member.userId,
          direction: 'in',
          amount: 10_000,
          state: 'done',
          attempts: 2,
        },
      ],
    });
    await expectReconciled(t.database.db);
  });

  it('a refused transfer that settled play first still tells: the health check shows the settled game money', async () => {
    const member = await signUp(40_000);
    await t.call('transfer-in-game', { company: 'cloud', amount: 30_000 }, member.token);
    const gameMoney = async () =>
      ((await t.call('user-health-check', {}, member.token)).json() as { user: { in_balance: number } }).user
        .in_balance;
    expect(await gameMoney()).toBe(30_000);
    provider.play(String(member.id), -5_000);
    // Remembered by the member cache: play at the provider is not known yet.
    expect(await gameMoney()).toBe(30_000);
    const refused = await t.call('transfer-in-game', { company: 'cloud', amount: 50_000 }, member.token);
    expect(refused.json()).toEqual({ status: 'balance' });
    expect(await gameMoney()).toBe(25_000);
  });

  it('brings the cash back when the provider refuses a deposit', async () => {
    const member = await signUp(20_000);
    provider.state.refuseDeposits = true;
    const refused = await t.call('transfer-in-game', { company: 'cloud', amount: 15_000 }, member.token);
    expect(refused.json()).toEqual({ status: 'time' });
    expect(await cashOf(member.token)).toMatchObject({ balance: 20_000, gameMoney: 0 });
    expect((await transfersOf(member.id))[0]).toMatchObject({ direction: 'in', state: 'failed' });
    await expectReconciled(t.database.db);
  });

  it('pays one of two withdrawals sent at once', async () => {
    const member = await signUp();
    await t.call('transfer-in-game', { company: 'cloud', amount: 40_000 }, member.token);
    const answers = await Promise.all(
      [0, 1].map(() => t.call('withdraw-from-game', { company: 'cloud', amount: 40_000 }, member.token)),
    );
    const statuses = answers.map((res) => res.json().status as string);
    const detail = JSON.stringify([statuses, await transfersOf(member.id), provider.calls.slice(-6)]);
    expect(
      statuses.filter((status) => status === 'success'),
      detail,
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 'balance' || status === 'wait'),
      detail,
    ).toHaveLength(1);
    expect(await cashOf(member.token)).toMatchObject({ balance: 100_000, gameMoney: 0 });
    await expectReconciled(t.database.db);
  });

  it('refuses what it cannot move, and changes nothing', async () => {
    const member = await signUp(5_000);
    const call = (name: 'transfer-in-game' | 'withdraw-from-game', body: object) =>
      t.call(name, body, member.token).then((res) => ({ code: res.statusCode, body: res.json() }));
    expect(await call('transfer-in-game', { company: 'nowhere', amount: 1_000 })).toEqual({
      code: 200,
      body: { status: 'cant_find_code' },
    });
    expect((await call('transfer-in-game', { company: 'seamless', amount: 1_000 })).body.status).toBe(
      'cant_find_code',
    );
    expect((await call('transfer-in-game', { company: 'cloud', amount: 6_000 })).body.status).toBe('balance');
    expect((await call('withdraw-from-game', { company: 'cloud', amount: 1 })).body.status).toBe('balance');
    expect((await call('withdraw-from-game', { company: 'cloud' })).body.status).toBe('balance');
    for (const body of [
      { company: 'cloud', amount: 0 },
      { company: 'cloud', amount: 1.5 },
      { amount: 100 },
    ]) {
      const refused = await call('transfer-in-game', body);
      expect(refused.code).toBe(400);
      expect(refused.body.status).toBe('invalid');
    }
    await t.database.db.update(members).set({ hasPlayLimits: true }).where(eq(members.id, member.id));
    expect((await call('transfer-in-game', { company: 'cloud', amount: 1_000 })).body).toEqual({
      status: 'limit',
      reason: 'play_limit',
    });
    const excludedUntil = new Date(t.clock().getTime() + 86_400_000);
    await t.database.db.update(members).set({ excludedUntil }).where(eq(members.id, member.id));
    expect((await call('transfer-in-game', { company: 'cloud', amount: 1_000 })).body.status).toBe('blocked');
    expect(await transfersOf(member.id)).toEqual([]);
    expect(await cashOf(member.token)).toMatchObject({ balance: 5_000, gameMoney: 0 });
  });
});
