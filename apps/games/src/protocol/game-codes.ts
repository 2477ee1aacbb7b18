import { findSlotTitle } from '@haneul/game-math';
import type { TGameKind, TTableKind } from './round-api.ts';

/**
 * The catalogue codes the game server hosts, and the kind of game each is: the server plays a
 * round by its kind, and the window and the verify page draw and replay it by the same kind.
 *
 * Speed baccarat (a short betting timer, a quick reveal) and squeeze baccarat (the player peels
 * the cards open) are the same coup told differently: the server deals all three alike.
 */
export const BACCARAT_CODES = ['baccarat', 'speed-baccarat', 'squeeze-baccarat'] as const;
export type TBaccaratCode = (typeof BACCARAT_CODES)[number];

export const TABLE_CODES: Readonly<Record<TTableKind, string>> = {
  roulette: 'roulette',
  dragonTiger: 'dragon-tiger',
  sicBo: 'sic-bo',
};

/** Blackjack: the one table whose rounds wait for the player's decisions. */
export const BLACKJACK_CODE = 'blackjack';

/**
 * The built-in transfer-wallet provider's games: an engine's code behind this prefix
 * (`cloud-sky-palace` plays Sky Palace). Their rounds move the member's money held at this server
 * (transfer mode) instead of the API's wallet.
 */
export const TRANSFER_GAME_PREFIX = 'cloud-';

/** Whether a catalogue code is one of the transfer-wallet provider's games. */
export const isTransferGame = (code: string): boolean => code.startsWith(TRANSFER_GAME_PREFIX);

/** The engine a catalogue code plays: the code itself, or a transfer game's code without its prefix. */
export const engineCodeOf = (code: string): string =>
  isTransferGame(code) ? code.slice(TRANSFER_GAME_PREFIX.length) : code;

/** The kind of game a catalogue code is here, or undefined for a code this server does not host. */
export function gameKindOf(catalogueCode: string): TGameKind | undefined {
  const code = engineCodeOf(catalogueCode);
  if (findSlotTitle(code)) return 'slot';
  if ((BACCARAT_CODES as readonly string[]).includes(code)) return 'baccarat';
  if (code === BLACKJACK_CODE) return 'blackjack';
  const table = Object.entries(TABLE_CODES).find(([, tableCode]) => tableCode === code);
  return table ? (table[0] as TTableKind) : undefined;
}
