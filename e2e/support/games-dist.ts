import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * Serves the built game window (apps/games/dist/client) the way the game server will: files as
 * they are, any other path (`/play`, `/verify`) the SPA's index.html. Builds it first when the
 * build is missing or older than its sources, so the spec needs nothing running beforehand.
 */
const ROOT = join(import.meta.dirname, '../../apps/games');
const DIST = join(ROOT, 'dist/client');
const SOURCES = [
  join(ROOT, 'src/client'),
  join(ROOT, 'src/protocol'),
  join(ROOT, '../../packages/game-math/src'),
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildGamesIfStale(): void {
  const index = join(DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map(newest))) return;
  execFileSync('npm', ['run', 'build', '-w', '@haneul/games'], { cwd: join(ROOT, '../..'), stdio: 'pipe' });
}

export async function serveGames(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(DIST, path);
    const found =
      file.startsWith(DIST) && existsSync(file) && statSync(file).isFile() ? file : join(DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
