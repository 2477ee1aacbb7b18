import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The game server's workspace, where `npm start` runs it. */
const gamesDir = fileURLToPath(new URL('../../../apps/games/', import.meta.url));

export interface GameServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed, for a failing test's message. */
  output(): string;
}

/**
 * Starts the compiled game server (`build/server/server.js`, built by vitest's global setup) as its
 * own process, the way `npm start` runs it, and resolves once it listens. Node itself rather than
 * `npm start`: npm would run the server in a grandchild, and a SIGKILL must reach the server itself.
 */
export function spawnGameServer(env: Record<string, string>): Promise<GameServerProcess> {
  const child = spawn(process.execPath, ['--conditions=haneul-compiled', 'build/server/server.js'], {
    cwd: gamesDir,
    env: { ...process.env, GAMES_PORT: '0', GAMES_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`game server did not start:\n${printed}`)), 45_000);
    const read = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(printed);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({ url: listening[1], child, exited, output: () => printed });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`game server exited (${code}) before listening:\n${printed}`));
    });
  });
}
