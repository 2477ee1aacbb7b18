import type { TCasinoItem, TRecentGame, TSlotGame } from '@haneul/contract';

/** One tile of the lobby, casino or slot alike. */
export interface LobbyGame {
  kind: 'casino' | 'slot';
  code: string;
  /** What open-game takes as `company`: the provider (casino) or the slot provider (slot). */
  company: string;
  nameKo: string;
  nameEn: string;
  imgUrl: string;
  used: 'y' | 'n';
}

/** A slot provider the lobby can filter by; `transferCompany` as the slot setting states it. */
export interface LobbyProvider {
  code: string;
  nameKo: string;
  nameEn: string;
  transferCompany: string | null;
}

export const casinoTile = (item: TCasinoItem): LobbyGame => ({
  kind: 'casino',
  code: item.code,
  company: item.gameCompany,
  nameKo: item.nameKo,
  nameEn: item.nameEn,
  imgUrl: item.imgUrl,
  used: item.used,
});

/** A slot game; switched off with its slot provider, as open-game would refuse it then. */
export const slotTile = (game: TSlotGame, providerUsed: 'y' | 'n'): LobbyGame => ({
  kind: 'slot',
  code: game.code,
  company: game.gameCompany,
  nameKo: game.nameKo,
  nameEn: game.nameEn,
  imgUrl: game.imgUrl,
  used: providerUsed === 'y' ? game.used : 'n',
});

export const recentTile = (game: TRecentGame): LobbyGame => ({
  kind: game.kind,
  code: game.code,
  company: game.gameCompany,
  nameKo: game.nameKo,
  nameEn: game.nameEn,
  imgUrl: game.imgUrl,
  used: game.used,
});

/** A tile's identity: codes are unique per table only, so the kind is part of it. */
export const tileKey = (game: LobbyGame) => `${game.kind}:${game.company}:${game.code}`;
