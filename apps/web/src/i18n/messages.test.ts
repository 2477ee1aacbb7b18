import { readFileSync } from 'node:fs';
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

const source = leaves(load(messageFile('ko')));

describe('message files', () => {
  it.each(locales.filter((locale) => locale !== 'ko'))('%s has exactly the keys of ko', (locale) => {
    const translated = leaves(load(messageFile(locale)));
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each([...locales])('%s has no empty text', (locale) => {
    for (const [key, text] of leaves(load(messageFile(locale)))) {
      expect(text.trim(), key).not.toBe('');
    }
  });
});
