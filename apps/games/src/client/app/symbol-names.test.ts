import { readFileSync } from 'node:fs';
import { slotTitles } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { createTranslate, type MessageTree } from '../i18n/translate.ts';
import { SYMBOL_NAMES, symbolName } from './symbol-names.ts';

const translate = (file: string) =>
  createTranslate(
    JSON.parse(readFileSync(new URL(`../messages/${file}.json`, import.meta.url), 'utf8')) as MessageTree,
    String,
  );
const RANKS = ['A', 'K', 'Q', 'J', 'T'];

describe('symbol names in the window', () => {
  it('name every picture symbol of every title, and no symbol a title does not have', () => {
    for (const title of slotTitles) {
      const pictures = title.symbols.filter((symbol) => !RANKS.includes(symbol.code)).map((s) => s.code);
      expect(Object.keys(SYMBOL_NAMES[title.code] ?? {}).sort(), title.code).toEqual(pictures.sort());
    }
  });

  it('keep the engines’ Korean and English names, and give the other languages their own', () => {
    const [ko, en, ja, zh] = ['ko', 'en', 'ja', 'zh'].map(translate);
    for (const title of slotTitles) {
      for (const symbol of title.symbols) {
        expect(symbolName(ko!, title.code, symbol)).toBe(symbol.name.ko);
        expect(symbolName(en!, title.code, symbol)).toBe(symbol.name.en);
      }
    }
    const gourd = slotTitles.find((title) => title.code === 'heungbu-gourds')!.symbols[1]!;
    expect(symbolName(ja!, 'heungbu-gourds', gourd)).toBe('黄金のひょうたん');
    expect(symbolName(zh!, 'heungbu-gourds', gourd)).toBe('金葫芦');
  });

  it('leave a card rank as it is in every language', () => {
    const ace = slotTitles[0]!.symbols.find((symbol) => symbol.code === 'A')!;
    expect(symbolName(translate('vi'), slotTitles[0]!.code, ace)).toBe('A');
  });
});
