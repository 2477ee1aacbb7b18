import { existsSync } from 'node:fs';
import { runToEnd } from '../start/processes.ts';

/** The cluster's load balancer and pooler: Debian's packages, by the binary each installs. */
const PACKAGES = [
  { name: 'haproxy', binary: '/usr/sbin/haproxy' },
  { name: 'pgbouncer', binary: '/usr/sbin/pgbouncer' },
];

/**
 * Installs HAProxy and PgBouncer with apt-get when their binaries are missing (root only, as
 * `scripts/ensure-browser.sh` does for Chromium). Debian's packages enable a system service each,
 * which the cluster never uses: it runs its own, on its own configuration and ports.
 */
export async function ensureSystemPackages(log: (line: string) => void): Promise<void> {
  const missing = PACKAGES.filter(({ binary }) => !existsSync(binary)).map(({ name }) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Install ${missing.join(' and ')} first (apt-get install ${missing.join(' ')}), or run as root.`,
    );
  }
  log(`Installing ${missing.join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await runToEnd('apt-get', ['install', '-y', '--no-install-recommends', ...missing], env);
  } catch {
    // A fresh machine's package lists may be missing or stale.
    await runToEnd('apt-get', ['update'], env);
    await runToEnd('apt-get', ['install', '-y', '--no-install-recommends', ...missing], env);
  }
}
