import type { LobbyGame } from './lobby-game';

export const KINDS = ['all', 'casino', 'slot'] as const;
export type KindFilter = (typeof KINDS)[number];

export interface LobbyFilter {
  query: string;
  kind: KindFilter;
  /** A provider code, or null for every provider. */
  provider: string | null;
}

/**
 * Text as search compares it: width and case folded (NFKC: half-width katakana, full-width
 * Latin), spaces and punctuation dropped, so "dokkaebis" finds "Dokkaebi's" and "스피드바카라"
 * finds "스피드 바카라".
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, '');
}

/**
 * The games the filter lets through, in catalogue order. The query matches the name shown in the
 * page's language and the Korean and English names too, so a member can type whichever they know.
 */
export function filterGames(
  games: readonly LobbyGame[],
  { query, kind, provider }: LobbyFilter,
  localName: (game: LobbyGame) => string,
): LobbyGame[] {
  const wanted = searchText(query);
  return games.filter((game) => {
    if (kind !== 'all' && game.kind !== kind) return false;
    if (provider !== null && game.company !== provider) return false;
    if (!wanted) return true;
    return [localName(game), game.nameKo, game.nameEn].some((name) => searchText(name).includes(wanted));
  });
}
