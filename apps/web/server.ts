import { createServer } from 'node:http';
import next from 'next';
import { markClientAddressStamped } from './src/features/proxy/client-address-header';
import { readServerEnv } from './src/server/server-env';
import { stampClientAddress } from './src/server/stamp-client-address';

/**
 * The member site in production (`npm run start -w @haneul/web`): Next's request handler behind a
 * plain Node server whose one job is the client's address. Next fills X-Forwarded-For only when a
 * request lacks it, so under `next start` a client could name any address it liked; here the
 * address comes from the connection (and the front proxies TRUST_PROXY names) before Next sees the
 * request. Listens on every interface, as `next start` does; answers `/healthz` itself.
 */
const env = readServerEnv(process.env);
// `localhost`, not 127.0.0.1: next-intl's as-needed prefix loops on `/` otherwise (scripts/e2e-server.ts).
// The site's folder is the working directory, as under `next start` (`npm run start -w @haneul/web`).
const app = next({ dev: false, hostname: 'localhost', port: env.WEB_PORT });
const handle = app.getRequestHandler();
await app.prepare();
markClientAddressStamped();

const server = createServer((request, response) => {
  // A load balancer's check (docs/cluster.md): the process answers, without rendering a page.
  if (request.url === '/healthz') {
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end('{"status":"success"}');
    return;
  }
  stampClientAddress(request, env.TRUST_PROXY);
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(env.WEB_PORT, () => console.log(`> Member site ready on http://localhost:${env.WEB_PORT}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests still running get a few seconds to finish.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
