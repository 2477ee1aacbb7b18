import {
  baccaratMaxWinMultiple,
  dokkaebiTreasure,
  dragonTigerMaxWinMultiple,
  goldenPersimmon,
  hanokFortune,
  maxWinMultiple,
  moonlitTiger,
  rationalToExactDecimal,
  rouletteMaxWinMultiple,
  sicBoMaxWinMultiple,
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
  /** The game's declared maximum win per won staked, exact (the catalogue's `max_win_multiplier`). */
  maxWinMultiplier: string;
}

/**
 * A slot title's catalogue entry: its code, names and maximum win come from the title the game
 * server plays.
 */
const catalogueEntry = (title: SlotTitle): DemoGame => ({
  code: title.code,
  nameKo: title.name.ko,
  nameEn: title.name.en,
  maxWinMultiplier: rationalToExactDecimal(maxWinMultiple(title)),
});

/** Every baccarat table plays the same coup and pay table: a pair's 12 per won staked. */
const BACCARAT_MAX_WIN = rationalToExactDecimal(baccaratMaxWinMultiple());

/** The built-in slot titles, each under the studio whose theme it carries. */
export const DEMO_SLOTS: Record<TStudioCode, DemoGame[]> = {
  haneul: [catalogueEntry(skyPalace), catalogueEntry(hanokFortune)],
  dokkaebi: [catalogueEntry(dokkaebiTreasure)],
  tiger: [catalogueEntry(moonlitTiger), catalogueEntry(goldenPersimmon)],
};

const exact = rationalToExactDecimal;

/**
 * Table games, all from Haneul Originals, each with the exact maximum its engine declares. The
 * baccarat tables are switched on. Roulette, dragon tiger and sic bo are played by the game server
 * but stay switched off ("coming soon": the tile answers msg2002) until their table screens land;
 * blackjack has no engine yet, and a game without maths declares no maximum, so the wallet would
 * take no bet on it even switched on.
 */
export const DEMO_CASINO_GAMES = [
  { code: 'baccarat', nameKo: '바카라', nameEn: 'Baccarat', used: true, maxWinMultiplier: BACCARAT_MAX_WIN },
  {
    code: 'speed-baccarat',
    nameKo: '스피드 바카라',
    nameEn: 'Speed Baccarat',
    used: true,
    maxWinMultiplier: BACCARAT_MAX_WIN,
  },
  { code: 'blackjack', nameKo: '블랙잭', nameEn: 'Blackjack', used: false, maxWinMultiplier: null },
  {
    code: 'roulette',
    nameKo: '유럽식 룰렛',
    nameEn: 'European Roulette',
    used: false,
    maxWinMultiplier: exact(rouletteMaxWinMultiple()),
  },
  {
    code: 'dragon-tiger',
    nameKo: '드래곤 타이거',
    nameEn: 'Dragon Tiger',
    used: false,
    maxWinMultiplier: exact(dragonTigerMaxWinMultiple()),
  },
  {
    code: 'squeeze-baccarat',
    nameKo: '스퀴즈 바카라',
    nameEn: 'Squeeze Baccarat',
    used: true,
    maxWinMultiplier: BACCARAT_MAX_WIN,
  },
  {
    code: 'sic-bo',
    nameKo: '식보',
    nameEn: 'Sic Bo',
    used: false,
    maxWinMultiplier: exact(sicBoMaxWinMultiple()),
  },
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
