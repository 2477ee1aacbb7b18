import { allowedOrigins } from './allowed-origins';
import { clientContextHeaders, readClientContext } from './client-context';
import { apiUrl } from './forward-call';
import { jsonResponse } from './json-response';
import { isFromAllowedOrigin } from './same-origin';
import { readSessionToken } from './session-cookie';

/** The API's end of the member's stream (apps/api/src/modules/stream). */
const UPSTREAM_PATH = '/public/stream';

/**
 * `GET /api/stream`: the member's server-sent events, passed through from the API as they come.
 * Refused from other origins and without a session, as calls are; the upstream request ends when
 * the browser goes away. `no-transform` keeps any compression from holding events back.
 */
export async function handleStream(request: Request): Promise<Response> {
  if (!isFromAllowedOrigin(request.headers, allowedOrigins()))
    return jsonResponse({ status: 'invalid' }, 403);
  const token = readSessionToken(request.headers);
  if (!token) return jsonResponse({ status: 'auth' }, 401);

  let upstream: Response;
  try {
    upstream = await fetch(new URL(UPSTREAM_PATH, apiUrl()), {
      headers: {
        ...clientContextHeaders(readClientContext(request.headers)),
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
      },
      signal: request.signal,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return jsonResponse({ status: 'error' }, 502);
  }
  const isStream = upstream.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (!upstream.ok || !isStream || !upstream.body) {
    await upstream.body?.cancel();
    return jsonResponse(
      { status: upstream.status === 401 ? 'auth' : 'error' },
      upstream.status === 401 ? 401 : 502,
    );
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
