import { describe, expect, it } from 'vitest';
import { ClientError } from './client-error.ts';

describe('ClientError.parse', () => {
  it('reads the status, the field reasons and keeps the rest as extra', () => {
    const error = ClientError.parse(400, {
      status: 'invalid',
      errors: [{ field: 'amount', reason: 'below_minimum' }],
      retryAfter: 5,
    });
    expect(error.toShape()).toEqual({
      status: 'invalid',
      httpStatus: 400,
      kind: 'answer',
      errors: [{ field: 'amount', reason: 'below_minimum' }],
      extra: { retryAfter: 5 },
    });
  });

  it('falls back to the meaning of the HTTP status for a body that names none', () => {
    expect(ClientError.parse(401, null).status).toBe('auth');
    expect(ClientError.parse(403, '<html>').status).toBe('forbidden');
    expect(ClientError.parse(404, []).status).toBe('not_found');
    expect(ClientError.parse(429, {}).status).toBe('time');
    expect(ClientError.parse(502, { status: 7 }).status).toBe('error');
  });

  it('ignores malformed field reasons instead of failing', () => {
    expect(ClientError.parse(400, { status: 'invalid', errors: 'nope' }).errors).toEqual([]);
  });
});

describe('ClientError.without and from', () => {
  it('answers status error with the kind of failure', () => {
    expect(ClientError.without('timeout').toShape()).toMatchObject({
      status: 'error',
      kind: 'timeout',
      httpStatus: 0,
    });
    expect(ClientError.from(new TypeError('fetch failed')).kind).toBe('network');
    const own = ClientError.parse(409, { status: 'busy' });
    expect(ClientError.from(own)).toBe(own);
  });
});
