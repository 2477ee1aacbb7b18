import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { gameWindow } from './game-window.ts';

describe('the game window pages', () => {
  const built = mkdtempSync(join(tmpdir(), 'haneul-games-client-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(built, 'assets', 'main-abc123.js'), 'console.log(1)');
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  const appFor = async (clientDir: string) => {
    const app = Fastify({ logger: false });
    await gameWindow(app, { clientDir, headers: { play: {}, verify: {} } });
    return app;
  };

  it('serves the built SPA at /play and /verify, and its assets', async () => {
    const app = await appFor(built);
    for (const url of ['/play?token=t&game=sky-palace', '/verify?round=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.body]).toEqual([200, '<!doctype html><div id="root"></div>']);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await app.inject({ method: 'GET', url: '/assets/main-abc123.js' })).body).toBe('console.log(1)');
    await app.close();
  });

  it('answers a 503 page saying how to build it when there is no build', async () => {
    const app = await appFor(join(built, 'missing'));
    for (const url of ['/play', '/verify']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build -w @haneul/games');
    }
    await app.close();
  });
});
