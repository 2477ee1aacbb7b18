import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident memory (bytes) of every process in a process group: a service started detached
 * (scripts/start/processes.ts) leads its own group, npm and the node server under it. Linux only,
 * from /proc.
 */
export function processGroupRss(groupId: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces, so the fields are counted after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      if (kb) total += Number(kb) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
