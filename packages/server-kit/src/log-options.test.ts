import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pathOnly, safeError, safeLoggerOptions } from './log-options.ts';

/** A failed query as drizzle wraps it: the SQL, its parameters in the message, the driver's error. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_phone"'), {
    severity: 'ERROR',
    code: '23505',
    table: 'members',
    constraint: 'members_phone',
    detail: 'Key (phone)=(010-1111-2222) already exists.',
  });
  const error = new Error(
    'Failed query: insert into members (phone, bank) values ($1, $2)\nparams: 010-1111-2222,110-22-33',
    {
      cause,
    },
  );
  return Object.assign(error, {
    query: 'insert into members (phone, bank) values ($1, $2)',
    params: ['010-1111-2222', '110-22-33'],
  });
}

describe('safeError', () => {
  it('keeps the SQL of a failed query and what its database error names, not the values', () => {
    const safe = JSON.stringify(safeError(failedQuery()));
    expect(safe).toContain('insert into members (phone, bank) values ($1, $2)');
    expect(safe).toContain('members_phone');
    expect(safe).toContain('23505');
    expect(safe).not.toContain('010-1111-2222');
    expect(safe).not.toContain('110-22-33');
  });

  it('keeps a message’s shape without the quoted value a database put in it', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "010-9999"'), {
      severity: 'ERROR',
    });
    expect(safeError(error).message).toBe('invalid input syntax for type integer: "…"');
  });
});

describe('safeLoggerOptions', () => {
  it('logs request paths without their query, and censors credential fields by name', () => {
    const lines: string[] = [];
    const log = pino(safeLoggerOptions('info'), { write: (line: string) => void lines.push(line) });
    log.info({ req: { method: 'GET', url: '/play?launch=abc123&game=x', ip: '127.0.0.1' } }, 'request');
    log.info({ answer: { token: 'tok-999', balance: 5 }, launchCode: 'code-777' }, 'answer');
    const text = lines.join('');
    expect(text).toContain('"url":"/play"');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('tok-999');
    expect(text).not.toContain('code-777');
    expect(text).toContain('"balance":5');
    expect(pathOnly('/a/b?c=d')).toBe('/a/b');
  });
});
