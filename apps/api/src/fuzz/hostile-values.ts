/** What the fuzz sends in place of good values: every kind of input a client can get wrong. */

/** Stands for a 10,000-level nested object in a body; `toPayload` writes it as raw JSON. */
export const DEEP = '\u0001deep\u0001';
const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** JSON text of a body, with any `DEEP` marker replaced by the nested object. */
export function toPayload(body: unknown): string {
  return JSON.stringify(body).replace(JSON.stringify(DEEP), deepJson(10_000));
}

const MEGABYTE = 'x'.repeat(1 << 20);

/**
 * Text that must never reach the database raw: NUL (PostgreSQL refuses it in text), other C0
 * controls and DEL, bidi controls and zero-width characters (nicknames), a lone surrogate, a
 * megabyte, and line breaks (refused where text is one line).
 */
export function hostileTexts(valid: string): string[] {
  const head = valid.slice(0, 1);
  const tail = valid.slice(1);
  return [
    `${valid}\u0000`,
    '\u0000',
    `${head}\u0000${tail}`,
    `${valid}\u0007`,
    `${valid}\u001b[31m`,
    `${valid}\u007f`,
    `${head}\n${tail}`,
    `\u202e${valid}`,
    `${valid}\u2066`,
    `${head}\u200f${tail}`,
    `\u200b${valid}`,
    `${head}\ufeff${tail}`,
    `${valid}\u061c`,
    '\ud800',
    MEGABYTE,
  ];
}

/** Wrong types and out-of-range values for any body field. */
export function wrongValues(valid: unknown): unknown[] {
  return [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    [],
    {},
    [valid],
    { value: valid },
    DEEP,
    'text',
    '',
  ];
}

/** Query-string values: bad dates, huge and negative numbers, control and bidi characters. */
export const HOSTILE_QUERY_VALUES = [
  '',
  '\u0000',
  'a\u0000b',
  '\u202ex',
  '\u0007',
  '2026-13-01',
  '2026-02-30',
  '2026-00-10',
  '2025-02-29',
  '0000-01-01',
  '9999-12-31',
  '-1',
  '0',
  '1.5',
  '1e400',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '0x10',
  'x'.repeat(100_000),
];

/** Path-parameter values (encoded when sent); the raw ones below go into the URL as they are. */
export const HOSTILE_PARAM_VALUES = [
  '0',
  '-1',
  '9'.repeat(40),
  'abc',
  '\u0000',
  '\u202e1',
  '1.5',
  '1e3',
  ' ',
];
export const RAW_PARAM_VALUES = ['%', '%00', '%E0%A4%A', '..%2F..%2Fetc'];
export const RAW_QUERIES = ['%', '%00=1', 'page=%E0%A4%A', 'page=1&page=2', 'zzz=1', '&&&=&=='];

/** Whole bodies that are not a JSON object of the call's shape: empty, not JSON, not an object. */
export const HOSTILE_BODIES: { payload?: string; contentType?: string }[] = [
  {},
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"x"', contentType: 'application/json' },
  { payload: '123', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1}}', contentType: 'application/json' },
  { payload: deepJson(10_000), contentType: 'application/json' },
  { payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: 'application/json' },
  { payload: '{"__proto__":{"polluted":1}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}', contentType: 'application/json' },
  { payload: JSON.stringify({ a: MEGABYTE }), contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
  },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: '{}', contentType: 'application/jsonx' },
];
