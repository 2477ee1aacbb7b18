import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { helmetHeaders } from '@haneul/server-kit';

/** Where `npm run build -w @haneul/backoffice` writes the back office and the agent page. */
const DEFAULT_DIST = fileURLToPath(new URL('../../../backoffice/dist', import.meta.url));

export interface BackofficeStaticOptions {
  distDir?: string;
}

/** The two single-page apps the build holds: the staff back office and the agent page. */
const PAGES = [
  { prefix: '/backoffice', entry: 'index.html' },
  { prefix: '/agent', entry: 'agent/index.html' },
] as const;

// Staff pages show game artwork and popup previews hosted on the member site's domains.
const PAGE_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'] },
  },
});

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.6">
<h1>The back office is not built yet</h1>
<p>Build it once, then reload this page:</p>
<pre style="background: #f3f4f6; padding: 1rem">npm run build -w @haneul/backoffice</pre>
</body></html>`;

/**
 * Serves the built back office at /backoffice/ and the agent page at /agent/. Unknown paths fall
 * back to the page's index.html (client-side routes), except under /api/, which stays the API's
 * JSON 404. Hashed assets are cached for a year; the HTML never is, so a deploy shows at once.
 */
export async function backofficeStatic(app: FastifyInstance, options: BackofficeStaticOptions = {}) {
  const root = options.distDir ?? DEFAULT_DIST;
  // Registered inside this encapsulated plugin, so `reply.sendFile` exists only for these routes.
  await app.register(fastifyStatic, { root, serve: false });

  const sendFromDist = (reply: FastifyReply, file: string) => {
    if (!existsSync(resolve(root, 'index.html'))) {
      return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD);
    }
    if (file.startsWith('assets/')) return reply.sendFile(file, root, { maxAge: '365d', immutable: true });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(file, root, { cacheControl: false });
  };

  for (const { prefix, entry } of PAGES) {
    // Keep the query: the agent page arrives as /agent?code=... from the member site.
    app.get(prefix, (request, reply) => reply.redirect(`${prefix}/${request.url.slice(prefix.length)}`));
    app.get<{ Params: { '*': string } }>(
      `${prefix}/*`,
      { config: { securityHeaders: PAGE_HEADERS } },
      (request, reply) => {
        const path = request.params['*'];
        if (path === 'api' || path.startsWith('api/')) return reply.callNotFound();
        const file = prefix === '/backoffice' ? existingFile(root, path) : undefined;
        return sendFromDist(reply, file ?? entry);
      },
    );
  }
}

/** The dist-relative path of a real file under root, or undefined (missing, a folder, or outside). */
function existingFile(root: string, path: string): string | undefined {
  if (path === '') return undefined;
  const absolute = resolve(root, path);
  const inside = relative(root, absolute);
  if (inside.startsWith('..') || inside.includes(`..${sep}`)) return undefined;
  try {
    return statSync(absolute).isFile() ? inside.split(sep).join('/') : undefined;
  } catch {
    return undefined;
  }
}
