import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, windowPlayer, type GamesHarness } from '../testing/games-harness.ts';
import { startWalletHarness, type WalletHarness } from '../testing/wallet-harness.ts';

/** The limits answer as the API's do: 429 `time` with the seconds to wait; moving the clock lifts them. */
describe('the game server’s rate limits', () => {
  let wallet: WalletHarness;
  let server: GamesHarness;

  beforeAll(async () => {
    wallet = await startWalletHarness('pglite');
    server = await startGamesHarness({ engine: 'pglite', apiUrl: wallet.apiUrl });
  });
  afterAll(async () => {
    await server?.destroy();
    await wallet?.destroy();
  });

  it('an address whose launch codes were refused 30 times waits; launches that succeed never count', async () => {
    for (let i = 0; i < 3; i += 1) await windowPlayer(wallet, server, { gameCode: 'sky-palace' });
    for (let i = 0; i < 30; i += 1) {
      const res = await server.call('POST', '/api/launch', { body: { launchCode: `made-up-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const { launchCode } = await wallet.launchGame({ gameCode: 'sky-palace' });
    const refused = await server.call('POST', '/api/launch', { body: { launchCode } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'time', retryAfter: expect.any(Number) });
    expect(refused.json().retryAfter).toBeGreaterThan(590);
    // The wallet checks the game server's signed timestamps against its own clock: both move.
    server.clock.advance(10 * 60_000);
    wallet.api.clock.advance(10 * 60_000);
    const next = await wallet.launchGame({ gameCode: 'sky-palace' });
    expect(await server.join(next.launchCode)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a window session makes 50 calls per 10 seconds, counted before its body is read', async () => {
    const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace' });
    const spin = () => server.call('POST', '/api/slot/spin', { token: player.token, body: { bet: 'lots' } });
    for (let i = 0; i < 50; i += 1) expect((await spin()).statusCode).toBe(400);
    const limited = await spin();
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { status: 'time', retryAfter: expect.any(Number) },
    ]);
    const other = await windowPlayer(wallet, server, { gameCode: 'sky-palace' });
    expect((await server.call('POST', '/api/session', { token: other.token, body: {} })).statusCode).toBe(
      200,
    );
    server.clock.advance(10_000);
    wallet.api.clock.advance(10_000);
    expect((await spin()).statusCode).toBe(400);
  });
});
