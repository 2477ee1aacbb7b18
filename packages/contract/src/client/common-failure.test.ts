import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCommonFailure } from '../common.ts';
import { ZFieldError } from '../invalid.ts';
import { readCommonFailure, readFieldErrors } from './common-failure.ts';

const answers: unknown[] = [
  { status: 'invalid', errors: [{ field: 'amount', reason: 'below_minimum' }] },
  { status: 'invalid', errors: [{ field: 'amount', reason: 'below_minimum', extra: true }] },
  { status: 'invalid', errors: [] },
  { status: 'invalid' },
  { status: 'invalid', errors: [{ field: 'amount' }] },
  { status: 'invalid', errors: 'amount' },
  { status: 'auth' },
  { status: 'not_found', extra: 1 },
  { status: 'blocked' },
  { status: 'error' },
  { status: 'time' },
  { status: 'time', retryAfter: 30 },
  { status: 'time', retryAfter: 0 },
  { status: 'time', retryAfter: -1 },
  { status: 'time', retryAfter: 1.5 },
  { status: 'time', retryAfter: '30' },
  { status: 'time', retryAfter: null },
  { status: 'success' },
  { status: 'pass' },
  { status: 7 },
  {},
  [],
  null,
  'auth',
];

const label = (value: unknown) => JSON.stringify(value) ?? String(value);

describe('the zod-free failure readers', () => {
  it.each(answers.map((answer) => [label(answer), answer]))(
    'read %s exactly as ZCommonFailure does',
    (_label, answer) => {
      const expected = ZCommonFailure.safeParse(answer);
      expect(readCommonFailure(answer)).toEqual(expected.success ? expected.data : undefined);
    },
  );

  it.each([
    [[{ field: 'a', reason: 'b' }]],
    [[{ field: 'a', reason: 'b', more: 1 }]],
    [[]],
    [[{ field: 'a' }]],
    [[{ field: 1, reason: 'b' }]],
    [{ field: 'a', reason: 'b' }],
    [null],
  ])('read field reasons %j exactly as ZFieldError lists do', (value) => {
    const expected = z.array(ZFieldError).safeParse(value);
    expect(readFieldErrors(value)).toEqual(expected.success ? expected.data : undefined);
  });
});
