import type { FastifyInstance } from 'fastify';

/** Response headers by name, built once (at boot, per route) and only copied onto each answer. */
export type HeaderSet = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own security headers instead of the server's defaults, or false for none. */
    securityHeaders?: HeaderSet | false;
  }
}

/**
 * Security headers on every answer: the route's own set (`config.securityHeaders`) or the server's
 * `defaults`. Applied as the answer is sent, so they reach errors, 404s and the 304s of static
 * files too: a browser takes the CSP of a 304 into the page it keeps. Each set is built once, when
 * the server or the route is made; @fastify/helmet built the whole helmet middleware again for
 * every request (parsing the CSP directives each time): ~100 µs of CPU per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, { defaults }: { defaults: HeaderSet }): void {
  app.addHook('onSend', async (request, reply) => {
    const own = request.routeOptions.config.securityHeaders;
    const headers = own === undefined ? defaults : own;
    if (headers) reply.headers(headers);
  });
}
