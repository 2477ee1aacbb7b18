import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { runToEnd, startService, stopServiceAndWait, waitForHttp } from '../start/processes.ts';
import { writeFromTemplate } from './template.ts';

export interface BalancerPorts {
  site: number;
  api: number;
  stats: number;
}

export interface Backends {
  api: number[];
  web: number[];
}

/** Loopback only: `localhost` reaches it (clients try IPv4 when ::1 refuses). */
const binds = (port: number) => `    bind 127.0.0.1:${port}`;
const servers = (name: string, ports: number[]) =>
  ports.map((port, index) => `    server ${name}${index + 1} 127.0.0.1:${port} check`).join('\n');

/** HAProxy in the foreground (`-db`) on its configuration, checked (`-c`) before it starts. */
export async function startHaproxy(
  dir: string,
  ports: BalancerPorts,
  backends: Backends,
): Promise<ChildProcess> {
  const config = join(dir, 'haproxy.cfg');
  writeFromTemplate('haproxy.cfg', config, {
    siteBinds: binds(ports.site),
    apiBinds: binds(ports.api),
    statsBinds: binds(ports.stats),
    apiServers: servers('api', backends.api),
    // A site without member-site instances answers 503: the backend stays, empty.
    webServers: servers('web', backends.web),
  });
  await runToEnd('/usr/sbin/haproxy', ['-c', '-q', '-f', config], process.env);
  const child = startService('haproxy', '/usr/sbin/haproxy', ['-db', '-f', config], process.env);
  await waitForHttp(`http://127.0.0.1:${ports.stats}/`);
  return child;
}

export function stopHaproxy(child: ChildProcess): Promise<void> {
  return stopServiceAndWait(child);
}

/** Each server of `backend` by name, from the stats page's CSV (`;csv`, one line per proxy and server). */
async function statsOf(statsPort: number, backend: string): Promise<Map<string, string[]>> {
  const csv = await fetch(`http://127.0.0.1:${statsPort}/;csv`).then((response) => response.text());
  return new Map(
    csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((fields) => fields[0] === backend)
      .map((fields) => [fields[1] ?? '', fields] as const),
  );
}

/** How many client sessions each server of `backend` has served (`stot`, the 8th column). */
export async function servedSessions(statsPort: number, backend: string): Promise<Map<string, number>> {
  const stats = await statsOf(statsPort, backend);
  return new Map([...stats].map(([server, fields]) => [server, Number(fields[7])]));
}

/**
 * Waits until HAProxy's checks count each named server of `backend` up (`up`) or down, from the
 * stats page's CSV (the status is the 18th column).
 */
export async function waitForBalancer(
  statsPort: number,
  backend: string,
  want: Record<string, 'UP' | 'DOWN'>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    const statuses = new Map(
      [...(await statsOf(statsPort, backend))].map(([server, fields]) => [server, fields[17] ?? '']),
    );
    seen = JSON.stringify(Object.fromEntries(statuses));
    if (Object.entries(want).every(([server, status]) => statuses.get(server)?.startsWith(status))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`HAProxy's ${backend} did not reach ${JSON.stringify(want)}: ${seen}`);
}
