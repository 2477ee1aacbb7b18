import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

const post = (body: string, contentType?: string) =>
  readJsonBody(
    new Request('http://localhost/api/routes/x', {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body,
    }),
  );

describe('readJsonBody', () => {
  it('reads application/json whatever its parameters and case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      expect(await post('{"a":1}', type)).toEqual({ ok: true, value: { a: 1 } });
    }
  });

  it('answers 415 to any other type, or none', async () => {
    for (const type of [undefined, 'text/plain', 'application/jsonx', 'text/json']) {
      expect(await post('{"a":1}', type)).toMatchObject({ ok: false, status: 415 });
    }
  });

  it('counts bytes, not characters, against the limit', async () => {
    const json = '{"a":"한"}';
    const padding = 65_536 - new TextEncoder().encode(json).length;
    expect(await post(json + ' '.repeat(padding), 'application/json')).toMatchObject({ ok: true });
    expect(await post(json + ' '.repeat(padding + 1), 'application/json')).toMatchObject({ status: 413 });
  });
});
