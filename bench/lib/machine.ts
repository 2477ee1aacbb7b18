import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

/** One line that says what the figures were measured on. */
export function describeMachine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  const postgres = execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-tAc', 'show server_version'])
    .toString()
    .trim();
  return `${cores.length} × ${model}, ${memory}, Node ${process.version}, PostgreSQL ${postgres}`;
}
