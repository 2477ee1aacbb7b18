import { stampedClientAddress } from './client-address-header';

/**
 * What the API needs to know about the browser behind the proxy: its address (rate limits,
 * audit), the site's host (notices and popups are filtered by domain) and the page's origin
 * (the API's cross-site check).
 */
export interface ClientContext {
  forwardedFor?: string;
  host?: string;
  origin?: string;
}

function present(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads the client context from incoming headers. The address is the one server.ts took from the
 * connection, never the client's own `X-Forwarded-For`: Next keeps a client's copy of that header
 * (it only fills it in when absent), so it names whatever address the client likes.
 */
export function readClientContext(headers: Headers): ClientContext {
  const context: ClientContext = {};
  const forwardedFor = stampedClientAddress(headers);
  const host = present(headers.get('host'));
  const origin = present(headers.get('origin'));
  if (forwardedFor) context.forwardedFor = forwardedFor;
  if (host) context.host = host;
  if (origin) context.origin = origin;
  return context;
}

/** The headers that carry the client context upstream. */
export function clientContextHeaders(context: ClientContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor;
  if (context.host) headers['x-forwarded-host'] = context.host;
  if (context.origin) headers['origin'] = context.origin;
  return headers;
}
