import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Starts a long-running service whose output lines are prefixed with its name, in a process group
 * of its own so that `stopService` reaches the grandchildren too (npm does not pass signals on).
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return child;
}

/** Polls a URL until it answers 2xx/3xx, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (response.status < 400) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a service started by `startService`, with everything it started. */
export function stopService(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // the group is already gone
  }
}

/** True while any process of the group is left (signal 0 tests without sending anything). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Stops a service started by `startService` and waits until nothing of its process group is left
 * (npm exits before the server it started has finished closing); past `graceMs` the group is
 * killed. For whoever must not go on while a server still runs: removing its data, a clean exit.
 */
export async function stopServiceAndWait(
  child: ChildProcess,
  { signal = 'SIGTERM', graceMs = 15_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, signal);
  } catch {
    return;
  }
  if (await groupGone(pgid, graceMs)) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    return;
  }
  await groupGone(pgid, 5_000);
}
