import { findCall, invalidAnswer } from '@haneul/contract';
import { allowedOrigins } from './allowed-origins';
import { readClientContext } from './client-context';
import { forwardCall } from './forward-call';
import { jsonResponse } from './json-response';
import { readJsonBody } from './read-json-body';
import { isFromAllowedOrigin } from './same-origin';
import { readSessionToken } from './session-cookie';
import { applySessionRules } from './session-rules';

/**
 * `POST /api/routes/<call>`: refuse other origins, look the call up, validate the body, attach the
 * session and forward. Nothing reaches the API unless the call comes from the site (or no browser
 * page), exists, has a valid JSON body within the size limit and, for member calls, a session
 * token is present.
 */
export async function handleCall(request: Request, call: string): Promise<Response> {
  if (!isFromAllowedOrigin(request.headers, allowedOrigins())) {
    return jsonResponse(
      { status: 'invalid', errors: [{ field: 'origin', reason: 'calls from another origin are refused' }] },
      403,
    );
  }

  const spec = findCall(call);
  if (!spec) return jsonResponse({ status: 'not_found' }, 404);

  const body = await readJsonBody(request);
  if (!body.ok) return jsonResponse(body.answer, body.status);

  const parsed = spec.body.safeParse(body.value);
  if (!parsed.success) return jsonResponse(invalidAnswer(parsed.error), 400);

  const token = readSessionToken(request.headers);
  if (spec.auth && !token) return jsonResponse({ status: 'auth' }, 401);

  const upstream = await forwardCall({
    path: spec.path,
    body: parsed.data,
    token,
    client: readClientContext(request.headers),
  });
  if (!upstream.ok) return jsonResponse({ status: 'error' }, upstream.reason === 'timeout' ? 504 : 502);

  const { answer, cookies } = applySessionRules({ call, answer: upstream.answer });
  return jsonResponse(answer, upstream.status, [...upstream.setCookies, ...cookies]);
}
