import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installProviderSecret, PROVIDER_SECRET_FILE } from './provider-secret.ts';

const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'haneul-secret-'));
  folders.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the install’s wallet secret', () => {
  it('is made on first run: 256 random bits, kept in the data folder for its owner only', () => {
    const dir = dataDir();
    const secret = installProviderSecret(dir, {});
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, PROVIDER_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('stays the same across restarts, and differs between installs', () => {
    const dir = dataDir();
    const first = installProviderSecret(dir, {});
    expect(installProviderSecret(dir, {})).toBe(first);
    expect(installProviderSecret(dataDir(), {})).not.toBe(first);
  });

  it('yields to PROVIDER_HANEUL_SECRET when the operator sets one', () => {
    const dir = dataDir();
    expect(installProviderSecret(dir, { PROVIDER_HANEUL_SECRET: ' operator-chosen ' })).toBe(
      'operator-chosen',
    );
    expect(() => statSync(join(dir, PROVIDER_SECRET_FILE))).toThrow();
  });
});
