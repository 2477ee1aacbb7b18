import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZMessageKey } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { locales, messageFile } from './locales';

type Tree = { [key: string]: string | Tree };

function load(file: string): Tree {
  return JSON.parse(readFileSync(new URL(`../../messages/${file}.json`, import.meta.url), 'utf8')) as Tree;
}

/** Every leaf as a dotted key, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** The site's source files (tests excluded), to find the keys the code uses. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const source = leaves(load(messageFile('ko')));
const code = sourceFiles(fileURLToPath(new URL('..', import.meta.url))).map((file) =>
  readFileSync(file, 'utf8'),
);

/** Game and provider names exist only where the catalogue has none (see features/games/game-names). */
const GAME_NAMES = 'gameNames.';
const withoutGameNames = (keys: Iterable<string>) => [...keys].filter((key) => !key.startsWith(GAME_NAMES));

describe('message files', () => {
  it.each(locales.filter((locale) => locale !== 'ko'))('%s has exactly the keys of ko', (locale) => {
    const translated = leaves(load(messageFile(locale)));
    expect(withoutGameNames(translated.keys()).sort()).toEqual([...source.keys()].sort());
  });

  it('names games in the languages the catalogue lacks, the same codes in each, and only there', () => {
    const names = (locale: (typeof locales)[number]) =>
      [...leaves(load(messageFile(locale))).keys()].filter((key) => key.startsWith(GAME_NAMES)).sort();
    expect(names('ko')).toEqual([]);
    expect(names('en')).toEqual([]);
    expect(names('jp').length).toBeGreaterThan(0);
    expect(names('vn')).toEqual(names('jp'));
    expect(names('cn')).toEqual(names('jp'));
  });

  it.each([...locales])('%s has no empty text', (locale) => {
    for (const [key, text] of leaves(load(messageFile(locale)))) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('has a text for every message key of the contract', () => {
    const missing = ZMessageKey.options.filter((key) => !source.has(`alerts.${key}`));
    expect(missing).toEqual([]);
  });

  it('has every message key and namespace the code names', () => {
    const used = new Set(
      code.flatMap((text) => [...text.matchAll(/'(msg\d{4})'/g)].map((match) => `alerts.${match[1]}`)),
    );
    const namespaces = new Set(
      code.flatMap((text) =>
        [...text.matchAll(/(?:useTranslations|getTranslations)\('([\w.]+)'\)/g)].map((match) => match[1]!),
      ),
    );
    expect([...used].filter((key) => !source.has(key))).toEqual([]);
    const prefixes = new Set(
      [...source.keys()].flatMap((key) =>
        key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')),
      ),
    );
    expect([...namespaces].filter((namespace) => !prefixes.has(namespace))).toEqual([]);
  });

  it('keeps Korean as Korean: no English sentence left in ko', () => {
    const allowed = new Set(['localeSwitcher.names.en', 'localeSwitcher.names.vn', 'auth.userId']);
    for (const [key, text] of source) {
      if (allowed.has(key)) continue;
      expect(/[A-Za-z]{4,}/.test(text.replace(/\{[^}]*\}|<\/?\w+>/g, '')), `${key}: ${text}`).toBe(false);
    }
  });
});
