import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { GamesHeaderSets } from './security-headers.ts';

/** The game window's pages: one single-page app serves both, each with its own headers. */
const PAGES = ['play', 'verify'] as const;

/** Unstyled: the page's CSP allows no inline style. */
const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Haneul games: client not built</title></head>
<body>
<h1>The game window is not built</h1>
<p>Run <code>npm run build -w @haneul/games</code>, then restart the game server.</p>
</body></html>
`;

/**
 * Serves the built game window (Vite's output in `clientDir`): `/play` and `/verify` answer its
 * index.html, the rest of the folder is served as is. Without a build, both pages answer a 503 page
 * saying how to build it; the round API works either way.
 */
export async function gameWindow(
  app: FastifyInstance,
  { clientDir, headers }: { clientDir: string; headers: Pick<GamesHeaderSets, 'play' | 'verify'> },
): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: clientDir, index: false });
  else app.log.warn({ clientDir }, 'game window not built: /play and /verify answer 503');
  for (const page of PAGES) {
    app.get(`/${page}`, { config: { securityHeaders: headers[page] } }, (_request, reply) =>
      built
        ? reply.header('cache-control', 'no-cache').sendFile('index.html')
        : reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT),
    );
  }
}
