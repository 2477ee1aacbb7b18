import { describe, expect, it } from 'vitest';
import { filterGames, searchText, type LobbyFilter } from './filter-games';
import type { LobbyGame } from './lobby-game';

const game = (kind: LobbyGame['kind'], code: string, company: string, nameKo: string, nameEn: string) =>
  ({ kind, code, company, nameKo, nameEn, imgUrl: `/images/games/${code}.svg`, used: 'y' }) as const;

const GAMES: LobbyGame[] = [
  game('casino', 'baccarat', 'haneul', '바카라', 'Baccarat'),
  game('casino', 'speed-baccarat', 'haneul', '스피드 바카라', 'Speed Baccarat'),
  game('slot', 'sky-palace', 'haneul', '하늘 궁전', 'Sky Palace'),
  game('slot', 'dokkaebi-treasure', 'dokkaebi', '도깨비 보물', "Dokkaebi's Treasure"),
  game('slot', 'moonlit-tiger', 'tiger', '달빛 호랑이', 'Moonlit Tiger'),
];
const JAPANESE: Record<string, string> = { 'sky-palace': '天空の宮殿', 'moonlit-tiger': '月夜の虎' };
const japanese = (entry: LobbyGame) => JAPANESE[entry.code] ?? entry.nameEn;

const codes = (filter: Partial<LobbyFilter>, localName = japanese) =>
  filterGames(GAMES, { query: '', kind: 'all', provider: null, ...filter }, localName).map((g) => g.code);

describe('filterGames', () => {
  it('lets everything through with no query, in catalogue order', () => {
    expect(codes({})).toEqual(GAMES.map((entry) => entry.code));
  });

  it('finds a game by the name in the page language, and by its Korean and English names', () => {
    expect(codes({ query: '月夜' })).toEqual(['moonlit-tiger']);
    expect(codes({ query: '호랑이' })).toEqual(['moonlit-tiger']);
    expect(codes({ query: 'palace' })).toEqual(['sky-palace']);
    expect(codes({ query: 'BACCARAT' })).toEqual(['baccarat', 'speed-baccarat']);
  });

  it('ignores spaces, punctuation, case and width', () => {
    expect(codes({ query: '스피드바카라' })).toEqual(['speed-baccarat']);
    expect(codes({ query: 'dokkaebis' })).toEqual(['dokkaebi-treasure']);
    expect(codes({ query: 'ＳＫＹ' })).toEqual(['sky-palace']);
    expect(codes({ query: '   ' })).toEqual(GAMES.map((entry) => entry.code));
  });

  it('narrows by kind and by provider, together with the query', () => {
    expect(codes({ kind: 'casino' })).toEqual(['baccarat', 'speed-baccarat']);
    expect(codes({ kind: 'slot', provider: 'haneul' })).toEqual(['sky-palace']);
    expect(codes({ provider: 'haneul', query: 'speed' })).toEqual(['speed-baccarat']);
    expect(codes({ kind: 'casino', provider: 'tiger' })).toEqual([]);
  });
});

describe('searchText', () => {
  it('folds what a member may type differently', () => {
    expect(searchText("Dokkaebi's  Treasure")).toBe('dokkaebistreasure');
    expect(searchText('ｽﾋﾟｰﾄﾞ')).toBe('スピード');
  });
});
