import type { MessageKey } from '../i18n/translate.ts';

/**
 * Every hosted game's name in the window's language, by catalogue code: the top bar, the document
 * title, the help and the verify page's game list read them here. The engines name the slot
 * titles in Korean and English only (the catalogue's names); the message files carry those two
 * as they are and give Japanese, Vietnamese and Chinese their own.
 */
export const GAME_NAMES: Readonly<Record<string, MessageKey>> = {
  'sky-palace': 'games.skyPalace',
  'golden-persimmon': 'games.goldenPersimmon',
  'moonlit-tiger': 'games.moonlitTiger',
  'dokkaebi-treasure': 'games.dokkaebiTreasure',
  'hanok-fortune': 'games.hanokFortune',
  'hahoe-mask-dance': 'games.hahoeMaskDance',
  'dragon-palace': 'games.dragonPalace',
  'heungbu-gourds': 'games.heungbuGourds',
  baccarat: 'games.baccarat',
  'speed-baccarat': 'games.speedBaccarat',
  'squeeze-baccarat': 'games.squeezeBaccarat',
  roulette: 'games.roulette',
  'dragon-tiger': 'games.dragonTiger',
  'sic-bo': 'games.sicBo',
  blackjack: 'games.blackjack',
};
