import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The compiled server production runs (vitest's global setup builds it). */
const serverFile = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'haneul-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Boots the API as `npm start` does, in production, and answers how it ended and what it said. */
function bootInProduction(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=haneul-compiled', serverFile], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', API_PORT: '4999', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** In production a guessable wallet secret lets anyone sign a win: the API refuses to start. */
describe('the API in production', () => {
  it.concurrent.each([
    ['missing', {}, 'PROVIDER_HANEUL_SECRET is not set'],
    ['the published demo value', { PROVIDER_HANEUL_SECRET: 'haneul-demo-secret' }, 'published demo value'],
    ['short', { PROVIDER_HANEUL_SECRET: 'x'.repeat(31) }, 'shorter than 32 bytes'],
    [
      'fine, beside a short secret of another provider',
      { PROVIDER_HANEUL_SECRET: 'x'.repeat(32), PROVIDER_ACME_SECRET: 'short' },
      'PROVIDER_ACME_SECRET is shorter than 32 bytes',
    ],
  ])('will not start with a wallet secret %s', async (_case, env, reason) => {
    const { code, output } = await bootInProduction(env);
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain(reason);
  });
});
