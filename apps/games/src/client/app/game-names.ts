import type { MessageKey } from '../i18n/translate.ts';

/**
 * The tables' names in the window's language, by catalogue code (the slot titles carry their own
 * names): the top bar, the document title and the verify page's game list read them here.
 */
export const TABLE_GAME_NAMES: Readonly<Record<string, MessageKey>> = {
  baccarat: 'games.baccarat',
  'speed-baccarat': 'games.speedBaccarat',
  'squeeze-baccarat': 'games.squeezeBaccarat',
  roulette: 'games.roulette',
  'dragon-tiger': 'games.dragonTiger',
  'sic-bo': 'games.sicBo',
};
