import { execFileSync } from 'node:child_process';

/**
 * Vitest's global setup: the tests that boot a server as its own process (the API refusing an unfit
 * secret, the game server killed mid-round) boot the compiled JavaScript production runs, so it is
 * built first (tsc's incremental build: seconds when nothing changed).
 */
export default function compileServers(): void {
  execFileSync('npm', ['run', 'build:servers', '--silent'], { stdio: 'inherit' });
}
