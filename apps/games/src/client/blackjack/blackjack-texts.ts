import type { TBlackjackAction, TBlackjackView } from '../../protocol/round-api.ts';
import type { MessageKey } from '../i18n/translate.ts';

/** The table's words for the engine's decisions and results, in the player's language. */
type HandResult = NonNullable<TBlackjackView['settlement']>['hands'][number]['result'];

export const ACTION_TEXT: Record<TBlackjackAction, MessageKey> = {
  hit: 'blackjack.action.hit',
  stand: 'blackjack.action.stand',
  double: 'blackjack.action.double',
  split: 'blackjack.action.split',
  surrender: 'blackjack.action.surrender',
  insurance: 'blackjack.action.insurance',
  noInsurance: 'blackjack.action.noInsurance',
};

export const RESULT_TEXT: Record<HandResult, MessageKey> = {
  blackjack: 'blackjack.result.blackjack',
  win: 'blackjack.result.win',
  push: 'blackjack.result.push',
  lose: 'blackjack.result.lose',
  surrender: 'blackjack.result.surrender',
  bust: 'blackjack.result.bust',
};
