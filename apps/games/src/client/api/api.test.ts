import { describe, expect, it } from 'vitest';
import { ZPlayAnswer, ZSessionAnswer } from '../../protocol/round-api.ts';
import { GameApiError } from './api-error.ts';
import { readAnswer } from './read-answer.ts';
import { splitLaunchCode } from './window-session.ts';

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

describe('splitLaunchCode', () => {
  it('takes the launch code out of the game URL and keeps the rest', () => {
    expect(splitLaunchCode('http://localhost:4100/play?launch=abc&game=sky-palace&lang=en')).toEqual({
      launchCode: 'abc',
      cleanHref: 'http://localhost:4100/play?game=sky-palace&lang=en',
    });
    expect(splitLaunchCode('http://localhost:4100/play?game=baccarat').launchCode).toBeNull();
    expect(splitLaunchCode('http://localhost:4100/play?launch=%20&game=baccarat').launchCode).toBeNull();
  });
});
