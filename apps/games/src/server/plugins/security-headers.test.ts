import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createGamesTestDatabase, type GamesTestDatabase } from '../testing/games-test-database.ts';

/**
 * The headers are the same whatever the database, so one engine (in-memory PGlite) serves; the
 * wallet is never called (its secret signs nothing). The window is a stand-in build: an index.html and one asset.
 */
const SITE = 'https://casino.example';
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
  `form-action 'self'; frame-ancestors ${SITE}`;
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Get = (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

const PAGE = { policy: PAGE_POLICY, opener: 'same-origin' };
const DATA = { policy: DATA_POLICY, opener: 'same-origin' };

/** Every kind of route, with the policies it must carry. */
const ROUTES = [
  {
    name: 'the game window',
    url: '/play?launch=code&game=sky-palace',
    status: 200,
    ...PAGE,
    opener: 'unsafe-none',
  },
  { name: 'the verify page', url: '/verify?round=x', status: 200, ...PAGE },
  { name: 'a static asset', url: '/assets/main-abc123.js', status: 200, ...DATA },
  { name: 'a public JSON answer', url: '/api/games/baccarat', status: 200, ...DATA },
  { name: 'a JSON error', url: '/api/rounds/not-a-round', status: 404, ...DATA },
  { name: 'the health check', url: '/healthz', status: 200, ...DATA },
  { name: 'an unknown path', url: '/nothing-here', status: 404, ...DATA },
];

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const features = String(res.headers['permissions-policy']).split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen']) {
    expect(features).toContain(`${feature}=()`);
  }
}

describe('the game server’s security headers', () => {
  const built = mkdtempSync(join(tmpdir(), 'haneul-games-client-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(built, 'assets', 'main-abc123.js'), 'console.log(1)');
  let database: GamesTestDatabase;
  const apps: FastifyInstance[] = [];

  const appFor = async (options: { production: boolean; clientDir?: string }): Promise<Get> => {
    const games = await buildApp({
      db: database.db,
      config: {
        apiUrl: 'http://127.0.0.1:9',
        providerSecret: 'a-wallet-secret-never-used-here',
        walletTimeoutMs: 1_000,
        handIdleMs: 600_000,
        clientDir: options.clientDir ?? built,
        logLevel: 'silent',
        siteOrigin: SITE,
        production: options.production,
        trustProxy: false,
      },
    });
    apps.push(games);
    return (url, headers = {}) => games.inject({ method: 'GET', url, headers });
  };

  beforeAll(async () => {
    database = await createGamesTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const games of apps) await games.close();
    await database?.destroy();
    rmSync(built, { recursive: true, force: true });
  });

  it('every kind of route carries its policy and the common headers, and no HSTS outside production', async () => {
    const get = await appFor({ production: false });
    for (const { name, url, status, policy, opener } of ROUTES) {
      const res = await get(url);
      expect(res.statusCode, name).toBe(status);
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy'], name).toBe(policy);
      expect(res.headers['cross-origin-opener-policy'], name).toBe(opener);
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('in production every route also insists on HTTPS', async () => {
    const get = await appFor({ production: true });
    for (const { name, url } of ROUTES) {
      const res = await get(url);
      expect(res.headers['strict-transport-security'], name).toBe('max-age=31536000; includeSubDomains');
      expectCommonHeaders(res);
    }
  });

  it('a 304 revalidating the window keeps the window’s policy (the browser takes it into the page)', async () => {
    const get = await appFor({ production: false });
    const first = await get('/play');
    const again = await get('/play', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(PAGE_POLICY);
  });

  it('the page saying the window is not built has the window’s policy and needs nothing it forbids', async () => {
    const get = await appFor({ production: false, clientDir: join(built, 'missing') });
    const res = await get('/play');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(res.body).not.toMatch(/<script|<style|style=/);
  });
});
