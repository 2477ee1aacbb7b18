/**
 * The demo catalogue: four in-house studios, all served by the built-in game server. Codes are
 * stable identifiers (the game server and image files use them); names exist in Korean and English.
 */
export const DEMO_STUDIOS = [
  { code: 'haneul', nameKo: '하늘 오리지널', nameEn: 'Haneul Originals' },
  { code: 'dokkaebi', nameKo: '도깨비 스튜디오', nameEn: 'Dokkaebi Studio' },
  { code: 'moonrise', nameKo: '달빛 게이밍', nameEn: 'Moonrise Gaming' },
  { code: 'tiger', nameKo: '호랑이 릴스', nameEn: 'Tiger Reels' },
] as const;

export type TStudioCode = (typeof DEMO_STUDIOS)[number]['code'];

/** Slot titles per studio, each with its own theme. */
export const DEMO_SLOTS: Record<TStudioCode, { code: string; nameKo: string; nameEn: string }[]> = {
  haneul: [
    { code: 'sky-palace', nameKo: '천궁의 보물', nameEn: 'Treasures of the Sky Palace' },
    { code: 'cloud-dragon', nameKo: '구름 위의 용', nameEn: 'Dragon Above the Clouds' },
    { code: 'starlit-harbor', nameKo: '별빛 항구', nameEn: 'Starlit Harbor' },
    { code: 'jade-rabbit', nameKo: '옥토끼의 달', nameEn: 'Jade Rabbit Moon' },
    { code: 'crane-and-pine', nameKo: '학과 소나무', nameEn: 'Crane and Pine' },
  ],
  dokkaebi: [
    { code: 'goblin-night-market', nameKo: '도깨비 야시장', nameEn: 'Goblin Night Market' },
    { code: 'magic-club', nameKo: '도깨비 방망이', nameEn: "Dokkaebi's Magic Club" },
    { code: 'haunted-hanok', nameKo: '한옥 괴담', nameEn: 'Haunted Hanok' },
    { code: 'fox-bead', nameKo: '구미호의 구슬', nameEn: "Nine-Tailed Fox's Bead" },
    { code: 'lantern-festival', nameKo: '연등 축제', nameEn: 'Lantern Festival' },
  ],
  moonrise: [
    { code: 'moonlit-garden', nameKo: '달빛 정원', nameEn: 'Moonlit Garden' },
    { code: 'milky-way', nameKo: '은하수 건너', nameEn: 'Across the Milky Way' },
    { code: 'owl-observatory', nameKo: '부엉이 천문대', nameEn: 'Owl Observatory' },
    { code: 'dawn-express', nameKo: '새벽 열차', nameEn: 'Dawn Express' },
    { code: 'tide-pearls', nameKo: '밀물의 진주', nameEn: 'Pearls of the Tide' },
    { code: 'neon-seoul', nameKo: '네온 서울', nameEn: 'Neon Seoul' },
  ],
  tiger: [
    { code: 'baekdu-tiger', nameKo: '백두산 호랑이', nameEn: 'Tiger of Mount Baekdu' },
    { code: 'golden-persimmon', nameKo: '황금 곶감', nameEn: 'Golden Persimmon' },
    { code: 'magpie-and-tiger', nameKo: '까치와 호랑이', nameEn: 'Magpie and Tiger' },
    { code: 'bamboo-forest', nameKo: '대숲의 바람', nameEn: 'Wind in the Bamboo' },
    { code: 'ginseng-hunter', nameKo: '심마니의 산삼', nameEn: 'Ginseng Hunter' },
  ],
};

/** Table games, all from Haneul Originals; the unused ones are switched off until they ship. */
export const DEMO_CASINO_GAMES = [
  { code: 'baccarat', nameKo: '바카라', nameEn: 'Baccarat', used: true },
  { code: 'speed-baccarat', nameKo: '스피드 바카라', nameEn: 'Speed Baccarat', used: true },
  { code: 'blackjack', nameKo: '블랙잭', nameEn: 'Blackjack', used: true },
  { code: 'roulette', nameKo: '유럽식 룰렛', nameEn: 'European Roulette', used: true },
  { code: 'dragon-tiger', nameKo: '드래곤 타이거', nameEn: 'Dragon Tiger', used: true },
  { code: 'squeeze-baccarat', nameKo: '스퀴즈 바카라', nameEn: 'Squeeze Baccarat', used: false },
  { code: 'sic-bo', nameKo: '식보', nameEn: 'Sic Bo', used: false },
] as const;

/** Sport betting products; volleyball and ice hockey are off for now. */
export const DEMO_SPORTS = [
  { code: 'soccer', nameKo: '축구', nameEn: 'Soccer', used: true },
  { code: 'baseball', nameKo: '야구', nameEn: 'Baseball', used: true },
  { code: 'basketball', nameKo: '농구', nameEn: 'Basketball', used: true },
  { code: 'esports', nameKo: 'e스포츠', nameEn: 'E-sports', used: true },
  { code: 'volleyball', nameKo: '배구', nameEn: 'Volleyball', used: false },
  { code: 'ice-hockey', nameKo: '아이스하키', nameEn: 'Ice Hockey', used: false },
] as const;
