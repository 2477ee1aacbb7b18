import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { members, settings } from '@haneul/db';
import { TEST_ENGINES } from '@haneul/db/testing';
import { ZSessionAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { windowSessions } from '@haneul/games/src/server/db/schema.ts';
import { hashWindowToken } from '@haneul/games/src/server/modules/launch/window-token.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';

const MINUTE = 60_000;

/**
 * Player protection in the game window (docs/protection.md#game-window): the wallet's
 * `authenticate` hands over the member's reality check and the operator's safer slot settings;
 * the game server keeps them with the window session and refuses new rounds that break them.
 */
describe.each(TEST_ENGINES)('player protection at the game window (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);

  const post = (url: string, token: string, body: unknown = {}) =>
    stack.server.call('POST', url, { token, body });

  /** A member at a slot window, launched under these operator settings and this reality check. */
  const slotWindow = async (
    saferSlots: Record<string, number>,
    realityCheckMinutes: number | null = null,
  ) => {
    const db = stack.wallet.api.database.db;
    const { memberId, launchCode } = await stack.wallet.launchGame({ gameCode: 'sky-palace', cash: 50_000 });
    await db.update(members).set({ realityCheckMinutes }).where(eq(members.id, memberId));
    const rows = Object.entries(saferSlots).map(([key, value]) => ({ key, value }));
    if (rows.length > 0) await db.insert(settings).values(rows);
    try {
      return { memberId, token: await stack.server.join(launchCode) };
    } finally {
      if (rows.length > 0) await db.delete(settings).where(inArray(settings.key, Object.keys(saferSlots)));
    }
  };

  /** Moves the window session's start back, as if it had been open that long; answers the start. */
  const startedAgo = async (token: string, ms: number): Promise<Date> => {
    const db = stack.server.database.db;
    const key = hashWindowToken(token);
    const [window] = await db.select().from(windowSessions).where(eq(windowSessions.tokenHash, key));
    if (!window?.protection) throw new Error('the window session holds no protection');
    const startedAt = new Date(stack.server.clock().getTime() - ms);
    await db
      .update(windowSessions)
      .set({ protection: { ...window.protection, sessionStartedAt: startedAt.toISOString() } })
      .where(eq(windowSessions.tokenHash, key));
    return startedAt;
  };

  it('tells the window the slot rules, refuses a stake above the cap and a spin inside the cycle', async () => {
    const { token } = await slotWindow({
      slotMinSpinMs: 2_500,
      slotMaxStake: 1_000,
      slotAutoplayAllowed: 0,
      slotTurboAllowed: 0,
      slotCelebrateAtOrBelowStake: 0,
    });
    const session = ZSessionAnswer.parse((await post('/api/session', token)).json());
    expect(session.protection).toEqual({
      slot: {
        minSpinMs: 2_500,
        autoplayAllowed: false,
        turboAllowed: false,
        celebrateAtOrBelowStake: false,
        maxStake: 1_000,
      },
      realityCheck: null,
    });

    const over = await post('/api/slot/spin', token, { bet: 2_000 });
    expect([over.statusCode, over.json()]).toEqual([
      400,
      { status: 'invalid', errors: [{ field: 'bet', reason: 'above_max_stake' }] },
    ]);
    expect((await post('/api/slot/spin', token, { bet: 500 })).json()).toMatchObject({ status: 'OK' });
    const fast = await post('/api/slot/spin', token, { bet: 500 });
    expect(fast.statusCode).toBe(409);
    expect(fast.json()).toEqual({ status: 'too_soon', retryAfterMs: expect.any(Number) });
    expect(fast.json().retryAfterMs).toBeGreaterThan(0);
    expect(fast.json().retryAfterMs).toBeLessThanOrEqual(2_500);
    stack.server.clock.advance(2_500);
    expect((await post('/api/slot/spin', token, { bet: 500 })).json()).toMatchObject({ status: 'OK' });
  });

  it('leaves slots as the titles define them under the default settings', async () => {
    const { token } = await slotWindow({});
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/slot/spin', token, { bet: 500 })).json()).toMatchObject({ status: 'OK' });
    }
  });

  it('refuses new rounds once a reality check is due until the window acknowledges it', async () => {
    const { memberId, token } = await slotWindow({}, 15);
    const played = (await post('/api/slot/spin', token, { bet: 500 })).json();
    expect(played.status).toBe('OK');
    const startedAt = await startedAgo(token, 16 * MINUTE);

    const refused = await post('/api/slot/spin', token, { bet: 500 });
    expect(refused.statusCode).toBe(409);
    const won = played.round.payout as number;
    const realityCheck = {
      due: new Date(startedAt.getTime() + 15 * MINUTE).toISOString(),
      playedMs: expect.any(Number),
      staked: 500,
      won,
      net: won - 500,
    };
    expect(refused.json()).toEqual({ status: 'reality_check', realityCheck });
    expect(refused.json().realityCheck.playedMs).toBeGreaterThanOrEqual(16 * MINUTE);
    const cash = await stack.wallet.cashOf(memberId);
    // A window reopened meanwhile shows the check at once.
    const session = ZSessionAnswer.parse((await post('/api/session', token)).json());
    expect(session.protection.realityCheck).toEqual(realityCheck);

    const { due } = realityCheck;
    const early = await post('/api/reality-check', token, {
      due: new Date(stack.server.clock().getTime() + MINUTE).toISOString(),
    });
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { status: 'invalid', errors: [{ field: 'due', reason: 'not_due' }] },
    ]);
    const acknowledged = await post('/api/reality-check', token, { due });
    expect([acknowledged.statusCode, acknowledged.json()]).toEqual([200, { realityCheck: null }]);
    expect(await stack.wallet.cashOf(memberId)).toBe(cash);
    expect((await post('/api/slot/spin', token, { bet: 500 })).json()).toMatchObject({ status: 'OK' });
  });
});
