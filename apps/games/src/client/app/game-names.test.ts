import { readFileSync } from 'node:fs';
import { slotTitles } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { BACCARAT_CODES, BLACKJACK_CODE, TABLE_CODES } from '../../protocol/game-codes.ts';
import { GAME_LANGS, MESSAGE_FILES } from '../i18n/langs.ts';
import { createTranslate, type MessageTree } from '../i18n/translate.ts';
import { GAME_NAMES } from './game-names.ts';

const translate = (file: string) =>
  createTranslate(
    JSON.parse(readFileSync(new URL(`../messages/${file}.json`, import.meta.url), 'utf8')) as MessageTree,
    String,
  );

describe('game names in the window', () => {
  it('name every hosted game: the eight slot titles and every table', () => {
    const codes = [
      ...slotTitles.map((title) => title.code),
      ...BACCARAT_CODES,
      BLACKJACK_CODE,
      ...Object.values(TABLE_CODES),
    ];
    expect(Object.keys(GAME_NAMES).sort()).toEqual([...new Set(codes)].sort());
  });

  it('keep the engines’ (and the catalogue’s) Korean and English names of the slot titles', () => {
    const [ko, en] = [translate('ko'), translate('en')];
    for (const title of slotTitles) {
      expect(ko(GAME_NAMES[title.code]!)).toBe(title.name.ko);
      expect(en(GAME_NAMES[title.code]!)).toBe(title.name.en);
    }
  });

  it('give Japanese, Vietnamese and Chinese names of their own, not the English ones', () => {
    const en = translate('en');
    for (const lang of GAME_LANGS.filter((lang) => lang !== 'ko' && lang !== 'en')) {
      const t = translate(MESSAGE_FILES[lang]);
      for (const title of slotTitles)
        expect(t(GAME_NAMES[title.code]!), lang).not.toBe(en(GAME_NAMES[title.code]!));
    }
    expect(translate('ja')(GAME_NAMES['dragon-palace']!)).toBe('竜宮城');
    expect(translate('zh')(GAME_NAMES['heungbu-gourds']!)).toBe('兴夫的葫芦');
    expect(translate('vi')(GAME_NAMES['hahoe-mask-dance']!)).toBe('Điệu Múa Mặt Nạ Hahoe');
  });
});
