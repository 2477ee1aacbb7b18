/**
 * Each title's colours: distinct enough that a player knows which game is open at a glance (sky
 * blue and jade, persimmon amber, moonlit indigo and silver, goblin emerald and violet, hanok
 * lacquer red, Hahoe's pine green by bonfire light, the Dragon King's sea teal and nacre, Heungbu's
 * spring rose with gourd gold), all sitting on the member site's navy with its gold for frames and
 * wins.
 */
export interface TitlePalette {
  /** Backdrop behind the reels, top to bottom. */
  sky: readonly [string, string, string];
  /** Inside a reel column, top to bottom. */
  reel: readonly [string, string];
  /** The frame around the reels. */
  frame: readonly [string, string, string];
  /** The plaque premium symbols sit on. */
  plaque: readonly [string, string];
  accent: string;
  /** Royal letters (A K Q J 10): a light and a dark tone each. */
  royals: Readonly<Record<'A' | 'K' | 'Q' | 'J' | 'T', readonly [string, string]>>;
}

const GOLD_FRAME = ['#fbe7a6', '#d4a02c', '#7a5510'] as const;

export const PALETTES: Readonly<Record<string, TitlePalette>> = {
  'sky-palace': {
    sky: ['#0e1f52', '#2c56a8', '#8fb8e8'],
    reel: ['#0d1d47', '#1a3470'],
    frame: GOLD_FRAME,
    plaque: ['#2f5fb0', '#142a63'],
    accent: '#4fd1b5',
    royals: {
      A: ['#ffd1e8', '#d6408f'],
      K: ['#bfe3ff', '#2f7fd6'],
      Q: ['#c9ffe9', '#1fa57c'],
      J: ['#fff1b8', '#d69a1f'],
      T: ['#e4d4ff', '#7b52d6'],
    },
  },
  'golden-persimmon': {
    sky: ['#2a1205', '#6e2f0c', '#c7661c'],
    reel: ['#2b1407', '#4a220b'],
    frame: GOLD_FRAME,
    plaque: ['#8a3d10', '#3d1806'],
    accent: '#ff9a3c',
    royals: {
      A: ['#ffd6c2', '#d2471f'],
      K: ['#fff0b0', '#c98a12'],
      Q: ['#d8f5c0', '#4f9a2a'],
      J: ['#ffe0a8', '#b0601a'],
      T: ['#f7d0ff', '#a04ab8'],
    },
  },
  'moonlit-tiger': {
    sky: ['#03061a', '#0d1c45', '#2a3f78'],
    reel: ['#050b24', '#0f1d44'],
    frame: ['#f1f5ff', '#9fb3d9', '#4a5f8a'],
    plaque: ['#24407a', '#0a1533'],
    accent: '#9fc8ff',
    royals: {
      A: ['#ffe4c2', '#e0862b'],
      K: ['#d6e8ff', '#4b7fd1'],
      Q: ['#d4fff4', '#2aa38c'],
      J: ['#f0e0ff', '#8a5ad8'],
      T: ['#ffd6d6', '#c94a5a'],
    },
  },
  'dokkaebi-treasure': {
    sky: ['#12051f', '#35105a', '#6a1f7a'],
    reel: ['#150726', '#2a0f45'],
    frame: GOLD_FRAME,
    plaque: ['#1f7a55', '#0c3324'],
    accent: '#3ee08f',
    royals: {
      A: ['#c8ffe0', '#18a862'],
      K: ['#ffd0f4', '#c23aa3'],
      Q: ['#d2e4ff', '#3a6ad6'],
      J: ['#fff3b0', '#c99a12'],
      T: ['#ffd8c0', '#d1622a'],
    },
  },
  'hanok-fortune': {
    sky: ['#1c0306', '#5a0b12', '#9c1c22'],
    reel: ['#22060a', '#3d0c12'],
    frame: GOLD_FRAME,
    plaque: ['#b3202a', '#4d070d'],
    accent: '#ffcf4a',
    royals: {
      A: ['#ffe2a8', '#d08a10'],
      K: ['#c9e6ff', '#1f5fb0'],
      Q: ['#d2ffd8', '#248a3a'],
      J: ['#ffd2d2', '#c42a2a'],
      T: ['#f3dcff', '#7d3fb5'],
    },
  },
  'hahoe-mask-dance': {
    sky: ['#03120a', '#0e3520', '#2c6a3a'],
    reel: ['#04180e', '#0b2d1b'],
    frame: GOLD_FRAME,
    plaque: ['#3a7a48', '#0f2e1a'],
    accent: '#ffb84d',
    royals: {
      A: ['#ffe0b0', '#d9741a'],
      K: ['#d2f0ff', '#2f78c4'],
      Q: ['#ffd6dc', '#c42a4a'],
      J: ['#fff2b0', '#b88a12'],
      T: ['#e6dcff', '#7048c0'],
    },
  },
  'dragon-palace': {
    sky: ['#010d1a', '#033f57', '#0b8a9e'],
    reel: ['#02182a', '#04334c'],
    frame: ['#fdf8ff', '#a8e2ee', '#3f7f96'],
    plaque: ['#0f7686', '#052a36'],
    accent: '#6ff5e6',
    royals: {
      A: ['#ffd8e4', '#e0466e'],
      K: ['#fff0b8', '#d49a1a'],
      Q: ['#d8fff2', '#1fa582'],
      J: ['#e2e6ff', '#5a64d8'],
      T: ['#ffe0c8', '#d8702a'],
    },
  },
  'heungbu-gourds': {
    sky: ['#1a0616', '#4d1740', '#a8457a'],
    reel: ['#1d0819', '#37102f'],
    frame: GOLD_FRAME,
    plaque: ['#9a3a6a', '#3a0c2a'],
    accent: '#ffd23f',
    royals: {
      A: ['#fff0b0', '#d49a12'],
      K: ['#cfeaff', '#2f72c8'],
      Q: ['#d6ffd8', '#2f9a48'],
      J: ['#ffd8e8', '#c8307a'],
      T: ['#eadcff', '#7848c8'],
    },
  },
};

/** Payline colours, cycled by line number: bright on every title's dark reels. */
export const LINE_COLORS = [
  '#ffd54a',
  '#ff5d73',
  '#4fd1ff',
  '#7dff8a',
  '#ff9f40',
  '#c58bff',
  '#ff6bd6',
  '#5effd8',
  '#fff27a',
  '#8fb3ff',
] as const;

export function paletteOf(code: string): TitlePalette {
  return PALETTES[code] ?? PALETTES['sky-palace']!;
}
