import type { TInvalidAnswer } from '@haneul/contract';
import { BODY_LIMIT_BYTES, readLimitedBody } from './read-limited-body';

export type BodyResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; answer: TInvalidAnswer };

function invalidBody(status: 400 | 413 | 415, reason: string): BodyResult {
  return { ok: false, status, answer: { status: 'invalid', errors: [{ field: 'body', reason }] } };
}

/**
 * `application/json`, whatever its parameters. Anything else is refused before the body is read:
 * a form or `text/plain` is what another site's page can post without asking (no CORS preflight),
 * and no page of this site sends one.
 */
function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Reads the request body as a JSON object; an empty body counts as `{}`. 415 for another type,
 * 413 past the size limit, 400 for anything that is not a JSON object.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!isJson(request.headers.get('content-type'))) {
    return invalidBody(415, 'expected Content-Type: application/json');
  }
  const body = await readLimitedBody(request);
  if (!body.ok) return invalidBody(413, `larger than ${BODY_LIMIT_BYTES} bytes`);

  const text = new TextDecoder().decode(body.bytes);
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalidBody(400, 'malformed JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalidBody(400, 'expected a JSON object');
  }
  return { ok: true, value: value as Record<string, unknown> };
}
