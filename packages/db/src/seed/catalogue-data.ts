import {
  dokkaebiTreasure,
  goldenPersimmon,
  hanokFortune,
  moonlitTiger,
  skyPalace,
  type SlotTitle,
} from '@haneul/game-math';

/**
 * The demo catalogue: three in-house studios, all served by the built-in game server. Codes are
 * stable identifiers (the game server and image files use them); names exist in Korean and English.
 * Every tile that is switched on opens a game the built-in server really plays.
 */
export const DEMO_STUDIOS = [
  { code: 'haneul', nameKo: '하늘 오리지널', nameEn: 'Haneul Originals' },
  { code: 'dokkaebi', nameKo: '도깨비 스튜디오', nameEn: 'Dokkaebi Studio' },
  { code: 'tiger', nameKo: '호랑이 릴스', nameEn: 'Tiger Reels' },
] as const;

export type TStudioCode = (typeof DEMO_STUDIOS)[number]['code'];

export interface DemoGame {
  code: string;
  nameKo: string;
  nameEn: string;
}

/** A slot title's catalogue entry: its code and names come from the title the game server plays. */
const catalogueEntry = (title: SlotTitle): DemoGame => ({
  code: title.code,
  nameKo: title.name.ko,
  nameEn: title.name.en,
});

/** The built-in slot titles, each under the studio whose theme it carries. */
export const DEMO_SLOTS: Record<TStudioCode, DemoGame[]> = {
  haneul: [catalogueEntry(skyPalace), catalogueEntry(hanokFortune)],
  dokkaebi: [catalogueEntry(dokkaebiTreasure)],
  tiger: [catalogueEntry(moonlitTiger), catalogueEntry(goldenPersimmon)],
};

/**
 * Table games, all from Haneul Originals. Baccarat is the one the game server deals; the others are
 * listed switched off ("coming soon": the tile answers msg2002) until the server plays them.
 */
export const DEMO_CASINO_GAMES = [
  { code: 'baccarat', nameKo: '바카라', nameEn: 'Baccarat', used: true },
  { code: 'speed-baccarat', nameKo: '스피드 바카라', nameEn: 'Speed Baccarat', used: false },
  { code: 'blackjack', nameKo: '블랙잭', nameEn: 'Blackjack', used: false },
  { code: 'roulette', nameKo: '유럽식 룰렛', nameEn: 'European Roulette', used: false },
  { code: 'dragon-tiger', nameKo: '드래곤 타이거', nameEn: 'Dragon Tiger', used: false },
  { code: 'squeeze-baccarat', nameKo: '스퀴즈 바카라', nameEn: 'Squeeze Baccarat', used: false },
  { code: 'sic-bo', nameKo: '식보', nameEn: 'Sic Bo', used: false },
] as const;

/**
 * Sport betting products, all switched off: neither the built-in game server nor any demo provider
 * plays sport, and a product switched on would promise bets nobody takes. An operator switches
 * them on with a sports provider integrated through the wallet protocol.
 */
export const DEMO_SPORTS = [
  { code: 'soccer', nameKo: '축구', nameEn: 'Soccer', used: false },
  { code: 'baseball', nameKo: '야구', nameEn: 'Baseball', used: false },
  { code: 'basketball', nameKo: '농구', nameEn: 'Basketball', used: false },
  { code: 'esports', nameKo: 'e스포츠', nameEn: 'E-sports', used: false },
  { code: 'volleyball', nameKo: '배구', nameEn: 'Volleyball', used: false },
  { code: 'ice-hockey', nameKo: '아이스하키', nameEn: 'Ice Hockey', used: false },
] as const;
