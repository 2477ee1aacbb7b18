import { describe, expect, it } from 'vitest';
import { ZPlayAnswer, ZSessionAnswer } from '../../protocol/round-api.ts';
import { GameApiError } from './api-error.ts';
import { readAnswer } from './read-answer.ts';
import { splitToken } from './session-token.ts';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nextNonce: 3 };

function failure(status: number, body: unknown): string {
  try {
    readAnswer(status, body, ZPlayAnswer);
  } catch (error) {
    expect(error).toBeInstanceOf(GameApiError);
    return (error as GameApiError).code;
  }
  throw new Error('expected a failure');
}

describe('readAnswer', () => {
  it('answers a valid body as the protocol type', () => {
    const body = { status: 'INSUFFICIENT_FUNDS', balance: 100, round: null, fairness };
    expect(readAnswer(200, body, ZPlayAnswer)).toEqual(body);
  });

  it('maps the protocol errors to their codes', () => {
    expect(failure(401, { error: 'invalid_token' })).toBe('invalid_token');
    expect(failure(409, { error: 'busy' })).toBe('busy');
    expect(failure(503, { error: 'wallet_unavailable' })).toBe('wallet_unavailable');
    expect(failure(400, { error: 'invalid', issues: [{ field: 'bet', reason: 'too small' }] })).toBe(
      'invalid',
    );
  });

  it('keeps the meaning of a bare status when the body is not a protocol error', () => {
    expect(failure(401, null)).toBe('invalid_token');
    expect(failure(503, '<html>')).toBe('wallet_unavailable');
    expect(failure(502, null)).toBe('error');
  });

  it('refuses an OK answer the protocol does not describe', () => {
    expect(failure(200, { status: 'OK', balance: -1, round: null, fairness })).toBe('bad_answer');
    expect(() => readAnswer(200, { balance: 5 }, ZSessionAnswer)).toThrow(GameApiError);
  });
});

describe('splitToken', () => {
  it('takes the token out of the launch URL and keeps the rest', () => {
    expect(splitToken('http://localhost:4100/play?token=abc&game=sky-palace&lang=en')).toEqual({
      token: 'abc',
      cleanHref: 'http://localhost:4100/play?game=sky-palace&lang=en',
    });
    expect(splitToken('http://localhost:4100/play?game=baccarat').token).toBeNull();
    expect(splitToken('http://localhost:4100/play?token=%20&game=baccarat').token).toBeNull();
  });
});
