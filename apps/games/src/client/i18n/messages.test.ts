import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_LANGS, MESSAGE_FILES } from './langs.ts';
import { createTranslate, flattenMessages, type MessageTree } from './translate.ts';

/**
 * The message files must agree: every language has exactly Korean's keys, no text is empty, every
 * key the code names exists and every key exists because the code names it. Keys appear in the
 * source only as whole quoted strings (no keys built from pieces), which is what makes the
 * "unused" check possible.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const load = (file: string) =>
  JSON.parse(readFileSync(join(root, 'messages', `${file}.json`), 'utf8')) as MessageTree;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const korean = flattenMessages(load('ko'));
const code = sourceFiles(root)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const quoted = new Set([...code.matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)].map((match) => match[1]!));

describe('game window messages', () => {
  it.each(GAME_LANGS.filter((lang) => lang !== 'ko'))('%s has exactly the keys of ko', (lang) => {
    const keys = [...flattenMessages(load(MESSAGE_FILES[lang])).keys()].sort();
    expect(keys).toEqual([...korean.keys()].sort());
  });

  it.each([...GAME_LANGS])('%s has no empty text and the same placeholders as ko', (lang) => {
    for (const [key, text] of flattenMessages(load(MESSAGE_FILES[lang]))) {
      expect(text.trim(), key).not.toBe('');
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(text), `${lang} ${key}`).toEqual(names(korean.get(key) ?? ''));
    }
  });

  it('has every key the code uses', () => {
    const keyLike = [...quoted].filter((key) =>
      /^(common|session|errors|sound|help|slot|baccarat|cards|history|fair|verify)\./.test(key),
    );
    expect(keyLike.filter((key) => !korean.has(key))).toEqual([]);
  });

  it('has no key the code never uses', () => {
    expect([...korean.keys()].filter((key) => !quoted.has(key))).toEqual([]);
  });

  it('keeps Korean Korean: no English word left in ko', () => {
    const allowed = /SHA-256|HMAC-SHA256|RTP/g;
    for (const [key, text] of korean) {
      const plain = text.replace(/\{[^}]*\}/g, '').replace(allowed, '');
      expect(/[A-Za-z]{2,}/.test(plain), `${key}: ${text}`).toBe(false);
    }
  });

  it('fills placeholders with numbers grouped the player’s way', () => {
    const t = createTranslate({ a: { b: '{amount}원 / {name}' } }, (n) => n.toLocaleString('ko-KR'));
    expect(t('common.won' as never, {})).toBe('common.won');
    expect(createTranslate({ x: '{n}' }, String)('x' as never, { n: 5 })).toBe('5');
    expect(t('a.b' as never, { amount: 1234567, name: 'x' })).toBe('1,234,567원 / x');
  });
});
