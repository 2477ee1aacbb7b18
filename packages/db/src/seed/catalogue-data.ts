import {
  baccaratMaxWinMultiple,
  blackjackMaxWinMultiple,
  dokkaebiTreasure,
  dragonPalace,
  dragonTigerMaxWinMultiple,
  goldenPersimmon,
  hahoeMaskDance,
  HANEUL_BLACKJACK_RULES,
  hanokFortune,
  heungbuGourds,
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
 * server plays (a studio that offers it under its own code marks the code and the names). The
 * maximum win comes from enumerating the title's reels, seconds of CPU for the catalogue, so it is
 * read only when asked (seeding, tests): a process that imports this package without seeding, the
 * API at every start, never pays for it.
 */
const catalogueEntry = (
  title: SlotTitle,
  code = title.code,
  marks: { ko: string; en: string } = { ko: '', en: '' },
): DemoGame => ({
  code,
  nameKo: `${title.name.ko}${marks.ko}`,
  nameEn: `${title.name.en}${marks.en}`,
  get maxWinMultiplier() {
    return rationalToExactDecimal(maxWinMultiple(title));
  },
});

/** Every baccarat table plays the same coup and pay table: a pair's 12 per won staked. */
const BACCARAT_MAX_WIN = rationalToExactDecimal(baccaratMaxWinMultiple());

/** The built-in slot titles, each under the studio whose theme it carries. */
export const DEMO_SLOTS: Record<TStudioCode, DemoGame[]> = {
  haneul: [catalogueEntry(skyPalace), catalogueEntry(hanokFortune), catalogueEntry(dragonPalace)],
  dokkaebi: [catalogueEntry(dokkaebiTreasure), catalogueEntry(hahoeMaskDance), catalogueEntry(heungbuGourds)],
  tiger: [catalogueEntry(moonlitTiger), catalogueEntry(goldenPersimmon)],
};

/**
 * The built-in transfer-wallet provider (its code is the contract's BUILT_IN_TRANSFER_PROVIDER_CODE),
 * also its own slot studio: the member moves money into its wallet before playing. It offers three of
 * the built-in titles, each under `cloud-<title>` (the game server plays the title's engine against
 * the money held in its own wallet), with the title's artwork and its name marked as the studio's,
 * so the lobby never shows two tiles a player cannot tell apart.
 */
export const DEMO_TRANSFER_PROVIDER = {
  code: 'cloud',
  nameKo: '구름 게임즈',
  nameEn: 'Cloud Games',
} as const;
export const DEMO_TRANSFER_SLOTS: readonly (DemoGame & { artwork: string })[] = [
  skyPalace,
  moonlitTiger,
  dokkaebiTreasure,
].map((title) =>
  // Object.assign, not a spread: a spread would read the maximum win now.
  Object.assign(catalogueEntry(title, `cloud-${title.code}`, { ko: ' (구름)', en: ' (Cloud)' }), {
    artwork: title.code,
  }),
);

const exact = rationalToExactDecimal;

/**
 * Table games, all from Haneul Originals, each switched on with the exact maximum its engine
 * declares (blackjack's for the rules the game server deals).
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
  {
    code: 'blackjack',
    nameKo: '블랙잭',
    nameEn: 'Blackjack',
    used: true,
    maxWinMultiplier: exact(blackjackMaxWinMultiple(HANEUL_BLACKJACK_RULES)),
  },
  {
    code: 'roulette',
    nameKo: '유럽식 룰렛',
    nameEn: 'European Roulette',
    used: true,
    maxWinMultiplier: exact(rouletteMaxWinMultiple()),
  },
  {
    code: 'dragon-tiger',
    nameKo: '드래곤 타이거',
    nameEn: 'Dragon Tiger',
    used: true,
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
    used: true,
    maxWinMultiplier: exact(sicBoMaxWinMultiple()),
  },
] as const;

/**
 * The sportsbook's sports, switched on: the API's built-in demo feed (`SPORT_DEMO_FEED=1`) publishes
 * fixtures of all six around the clock, and the member site's /sport takes bets on them. An install
 * seeded before keeps the operator's choice (the seed inserts only what is missing).
 */
export const DEMO_SPORTS = [
  { code: 'soccer', nameKo: '축구', nameEn: 'Soccer', used: true },
  { code: 'baseball', nameKo: '야구', nameEn: 'Baseball', used: true },
  { code: 'basketball', nameKo: '농구', nameEn: 'Basketball', used: true },
  { code: 'esports', nameKo: 'e스포츠', nameEn: 'E-sports', used: true },
  { code: 'volleyball', nameKo: '배구', nameEn: 'Volleyball', used: true },
  { code: 'ice-hockey', nameKo: '아이스하키', nameEn: 'Ice Hockey', used: true },
] as const;
