import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTERS, ZDay, zMultilineText, zSecret, zText } from './fields.ts';
import { ZNick } from './member.ts';

const reasons = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('text fields', () => {
  const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\n', '\r', '\t'];

  it('refuse every C0 control character and DEL in a line of text', () => {
    for (const control of CONTROLS) {
      expect(reasons(zText(30).safeParse(`하${control}늘`)), JSON.stringify(control)).toEqual([
        INVALID_CHARACTERS,
      ]);
    }
    expect(zText(30).parse('  하늘 카지노  ')).toBe('하늘 카지노');
  });

  it('let multi-line text keep tabs and line breaks, and nothing else below space', () => {
    expect(zMultilineText(100).parse('첫 줄\r\n둘째 줄\n\t들여쓰기')).toBe('첫 줄\r\n둘째 줄\n\t들여쓰기');
    for (const control of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(zMultilineText(100).safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(false);
    }
  });

  it('refuse half a character (a lone surrogate) and keep whole ones beyond the BMP', () => {
    for (const half of ['\ud800', '하\udc00늘', '늘\ud83d']) {
      expect(reasons(zText(30).safeParse(half)), JSON.stringify(half)).toEqual([INVALID_CHARACTERS]);
      expect(zMultilineText(30).safeParse(half).success, JSON.stringify(half)).toBe(false);
    }
    expect(zText(30).parse('하늘 🎰')).toBe('하늘 🎰');
  });

  it('take a secret as typed, refusing only NUL', () => {
    expect(zSecret(64).parse(' pass\tword ')).toBe(' pass\tword ');
    expect(reasons(zSecret(64).safeParse('pass\u0000word'))).toEqual([INVALID_CHARACTERS]);
  });
});

describe('ZNick', () => {
  it('refuses bidi controls and zero-width characters anywhere inside', () => {
    const hidden = [
      '\u061c',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2060',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\ufeff',
    ];
    for (const character of hidden) {
      expect(reasons(ZNick.safeParse(`하${character}늘`)), JSON.stringify(character)).toEqual([
        INVALID_CHARACTERS,
      ]);
    }
    expect(ZNick.parse('하늘별 ABC')).toBe('하늘별 ABC');
  });
});

describe('ZDay', () => {
  it('accepts real calendar days only', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31', '1900-01-01', '2999-12-31']) {
      expect(ZDay.safeParse(day).success, day).toBe(true);
    }
    for (const day of ['2026-02-30', '2026-13-01', '2025-02-29', '2026-00-10', '2026-04-31', '0000-01-01']) {
      expect(reasons(ZDay.safeParse(day)), day).toEqual(['day_format']);
    }
  });
});
