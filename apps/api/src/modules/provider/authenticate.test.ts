import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { members, settings, type Db } from '@haneul/db';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCatalogue, DEMO_SECRET, send } from './provider.test-helper.ts';

/**
 * The game URL carries a one-time launch code; the provider's server trades it for the session
 * token with `authenticate` (docs/wallet-protocol.md). The token never reaches the browser.
 */
describe.each(TEST_ENGINES)('wallet authenticate (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  let casino: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ casino } = await createCatalogue(db, 'haneul'));
    await createCatalogue(db, 'acme');
    process.env.PROVIDER_ACME_SECRET = DEMO_SECRET;
  });
  afterAll(async () => {
    delete process.env.PROVIDER_ACME_SECRET;
    await t.destroy();
  });

  /** A signed-in member with cash who opens the casino game; answers the launch code of its URL. */
  const launch = async (cash = 20_000) => {
    const member = await createTestMember(db);
    await fundTestMember(db, member.id, cash);
    const session = await createTestSession(db, member.id, t.clock());
    t.clock.advance(3_000);
    const launchedAt = t.clock().toISOString();
    const answer = (
      await t.call('open-game', { code: casino, company: 'haneul', timeStemp: 1 }, session)
    ).json();
    expect(answer.status).toBe('success');
    const url = new URL(answer.gameUrl);
    return { member, launchCode: url.searchParams.get('launch') ?? '', url, launchedAt };
  };

  it('trades the launch code for a session token, the player and the game; the token then plays', async () => {
    const { member, launchCode, url, launchedAt } = await launch(20_000);
    expect(url.searchParams.has('token')).toBe(false);
    const res = await send(t, 'authenticate', { launchCode });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      status: 'OK',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      playerId: String(member.id),
      gameCode: casino,
      balance: 20_000,
      protection: {
        realityCheckMinutes: null,
        sessionStartedAt: launchedAt,
        slot: {
          minSpinMs: 0,
          autoplayAllowed: true,
          turboAllowed: true,
          celebrateAtOrBelowStake: true,
          maxStake: null,
        },
      },
    });
    expect(answer.token).not.toBe(launchCode);
    expect((await send(t, 'balance', { token: answer.token })).json()).toMatchObject({
      status: 'OK',
      balance: 20_000,
    });
    // The launch code is not a token.
    expect((await send(t, 'balance', { token: launchCode })).json().status).toBe('INVALID_TOKEN');
  });

  it("answers the member's reality check and the operator's safer slot settings as protection", async () => {
    const { member, launchCode, launchedAt } = await launch();
    await db.update(members).set({ realityCheckMinutes: 30 }).where(eq(members.id, member.id));
    const saferSlots = {
      slotMinSpinMs: 2_500,
      slotAutoplayAllowed: 0,
      slotTurboAllowed: 0,
      slotCelebrateAtOrBelowStake: 0,
      slotMaxStake: 5_000,
    };
    await db.insert(settings).values(Object.entries(saferSlots).map(([key, value]) => ({ key, value })));
    try {
      expect((await send(t, 'authenticate', { launchCode })).json().protection).toEqual({
        realityCheckMinutes: 30,
        sessionStartedAt: launchedAt,
        slot: {
          minSpinMs: 2_500,
          autoplayAllowed: false,
          turboAllowed: false,
          celebrateAtOrBelowStake: false,
          maxStake: 5_000,
        },
      });
    } finally {
      await db.delete(settings).where(inArray(settings.key, Object.keys(saferSlots)));
    }
  });

  it('works once: a second redemption of the same code is INVALID_TOKEN', async () => {
    const { launchCode } = await launch();
    expect((await send(t, 'authenticate', { launchCode })).json().status).toBe('OK');
    expect((await send(t, 'authenticate', { launchCode })).json()).toEqual({
      status: 'INVALID_TOKEN',
      balance: 0,
    });
  });

  it('expires after 60 s', async () => {
    const { launchCode } = await launch();
    t.clock.advance(60_000);
    expect((await send(t, 'authenticate', { launchCode })).json()).toEqual({
      status: 'INVALID_TOKEN',
      balance: 0,
    });
  });

  it('is refused to another provider, and stays good for the right one', async () => {
    const { launchCode } = await launch();
    expect((await send(t, 'authenticate', { launchCode }, { provider: 'acme' })).json().status).toBe(
      'INVALID_TOKEN',
    );
    expect((await send(t, 'authenticate', { launchCode })).json().status).toBe('OK');
  });

  it('answers PLAYER_BLOCKED, without a token, for a member suspended since the launch', async () => {
    const { member, launchCode } = await launch(5_000);
    await db.update(members).set({ state: 'suspended' }).where(eq(members.id, member.id));
    expect((await send(t, 'authenticate', { launchCode })).json()).toEqual({
      status: 'PLAYER_BLOCKED',
      balance: 5_000,
    });
  });

  it('lets exactly one of many concurrent redemptions win', async () => {
    const { launchCode } = await launch();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send(t, 'authenticate', { launchCode }).then((res) => res.json())),
    );
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'INVALID_TOKEN')).toHaveLength(11);
  });

  it('answers INVALID_REQUEST to a body without a launch code', async () => {
    expect((await send(t, 'authenticate', {})).json()).toEqual({ status: 'INVALID_REQUEST', balance: 0 });
  });
});
