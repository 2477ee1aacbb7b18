import type { FastifyRequest } from 'fastify';
import { siteHost } from '@haneul/contract';

/**
 * The member site's host a request came through: the browser's Origin when it sent one, else the
 * forwarded Host (the proxy sets X-Forwarded-Host; trustProxy makes Fastify read it).
 */
export function requestSiteHost(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return siteHost(typeof origin === 'string' && origin !== 'null' ? origin : request.host);
}
