import type { TInvalidAnswer } from '@haneul/contract';

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; answer: TInvalidAnswer };

function invalidBody(reason: string): BodyResult {
  return { ok: false, answer: { status: 'invalid', errors: [{ field: 'body', reason }] } };
}

/** Reads the request body as a JSON object; an empty body counts as `{}`. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalidBody('malformed JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalidBody('expected a JSON object');
  }
  return { ok: true, value: value as Record<string, unknown> };
}
