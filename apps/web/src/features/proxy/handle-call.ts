import { findCall, invalidAnswer } from '@haneul/contract';
import { readClientContext } from './client-context';
import { forwardCall } from './forward-call';
import { jsonResponse } from './json-response';
import { readJsonBody } from './read-json-body';
import { readSessionToken } from './session-cookie';
import { applySessionRules } from './session-rules';

/**
 * `POST /api/routes/<call>`: look the call up, validate the body, attach the session and forward.
 * Nothing reaches the API unless the call exists, its body is valid and, for member calls, a
 * session token is present.
 */
export async function handleCall(request: Request, call: string): Promise<Response> {
  const spec = findCall(call);
  if (!spec) return jsonResponse({ status: 'not_found' }, 404);

  const body = await readJsonBody(request);
  if (!body.ok) return jsonResponse(body.answer, 400);

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
