import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { backofficeStatic } from './backoffice-static.ts';
import { helmetHeaders, registerErrorHandler, registerSecurityHeaders } from '@haneul/server-kit';

/** A bare server with the plugin over a given dist folder, as the API mounts it. */
async function serve(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, { defaults: helmetHeaders() });
  registerErrorHandler(app);
  await app.register(backofficeStatic, { distDir });
  await app.ready();
  return app;
}

describe('backoffice-static over a built dist', () => {
  const dist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'agent'));
    writeFileSync(join(dist, 'index.html'), '<title>back office</title>');
    writeFileSync(join(dist, 'agent', 'index.html'), '<title>agent page</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = await serve(dist);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at /backoffice/, never cached', async () => {
    const res = await app.inject('/backoffice/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('back office');
  });

  it('serves hashed assets for a year', async () => {
    const res = await app.inject('/backoffice/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes, and redirects the bare prefix', async () => {
    const deep = await app.inject('/backoffice/members/12/show');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('back office');
    const bare = await app.inject('/backoffice');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/backoffice/');
  });

  it('serves the agent page at /agent/, keeping the one-time code through the redirect', async () => {
    const bare = await app.inject('/agent?code=abc');
    expect(bare.headers.location).toBe('/agent/?code=abc');
    const page = await app.inject('/agent/?code=abc');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('agent page');
    expect((await app.inject('/agent/members')).body).toContain('agent page');
  });

  it('leaves /backoffice/api/* and /agent/api/* to the API: a JSON 404, not the page', async () => {
    for (const url of ['/backoffice/api/nothing-here', '/backoffice/api', '/agent/api/nothing']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ status: 'not_found' });
    }
  });

  it('never serves a file outside dist', async () => {
    const res = await app.inject('/backoffice/..%2f..%2fpackage.json');
    expect(res.body).not.toContain('"name"');
  });

  it('lets pages show images from the member site', async () => {
    const res = await app.inject('/backoffice/');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https: http:");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('backoffice-static without a build', () => {
  it('explains how to build, on both pages', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'backoffice-empty-'));
    const app = await serve(empty);
    for (const url of ['/backoffice/', '/backoffice/deposits', '/agent/']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('npm run build -w @haneul/backoffice');
    }
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('the API mounts the back office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('answers /backoffice/ with a page, whether or not the SPA is built', async () => {
    const res = await t.app.inject('/backoffice/');
    expect([200, 503]).toContain(res.statusCode);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('keeps the API answers JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backoffice/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'not_found' });
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'success' });
  });
});
