import type { SlotSymbolKind } from '@haneul/game-math';
import type { Art } from './art-spec.ts';
import { magpie, ORANGE_TIGER, tigerFace, WHITE_TIGER } from './creatures.ts';
import { brassCoins, dokkaebi, goblinClub, goldenToad, magicGourd, treasureChest } from './dokkaebi-art.ts';
import { plaque, scatterBurst, wildFrame, wildRibbon } from './frames.ts';
import { crockTerrace, fortuneSeal, goldenKey, grandGate, hanok, silkLantern } from './hanok-art.ts';
import { fullMoon, pineTree, taegeukFan } from './moonlit-art.ts';
import { paletteOf } from './palettes.ts';
import { goldenPersimmon, luckyPouch, persimmonString, thatchedCottage } from './persimmon-art.ts';
import { royalArt, type Royal } from './royals.ts';
import { crane, jadeCrown, maiden, palace, phoenix, rainbowCloud } from './sky-palace-art.ts';

/** The motif of each title's picture symbols, by symbol code (card ranks are drawn by `royalArt`). */
const MOTIFS: Readonly<Record<string, Readonly<Record<string, () => Art>>>> = {
  'sky-palace': { WD: jadeCrown, SC: palace, PX: phoenix, FY: maiden, CR: crane, CL: rainbowCloud },
  'golden-persimmon': {
    WD: goldenPersimmon,
    SC: luckyPouch,
    TG: () => tigerFace(ORANGE_TIGER),
    MG: magpie,
    PS: persimmonString,
    HT: thatchedCottage,
  },
  'moonlit-tiger': {
    WD: () => tigerFace(WHITE_TIGER),
    SC: fullMoon,
    TG: () => tigerFace({ ...ORANGE_TIGER, light: '#ffd08a', dark: '#c4560c' }),
    PN: pineTree,
    MP: magpie,
    FN: taegeukFan,
  },
  'dokkaebi-treasure': {
    WD: goblinClub,
    SC: treasureChest,
    DK: dokkaebi,
    TD: goldenToad,
    GD: magicGourd,
    CN: brassCoins,
  },
  'hanok-fortune': {
    WD: hanok,
    SC: goldenKey,
    BK: fortuneSeal,
    GT: grandGate,
    JG: crockTerrace,
    LT: silkLantern,
  },
};

const ROYALS: Readonly<Record<string, Royal>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: 'T', '10': 'T' };

/** The full picture of one symbol of a title: its frame by kind, then its motif. */
export function symbolArt(
  titleCode: string,
  symbol: { code: string; kind: SlotSymbolKind },
  wildLabel: string,
): Art {
  const palette = paletteOf(titleCode);
  const royal = ROYALS[symbol.code];
  if (royal && symbol.kind === 'regular') return royalArt(royal, palette);
  const motif = MOTIFS[titleCode]?.[symbol.code]?.() ?? royalArt('A', palette);
  if (symbol.kind === 'wild') return [...wildFrame(palette), ...motif, ...wildRibbon(wildLabel)];
  if (symbol.kind === 'scatter') return [...scatterBurst(palette.accent), ...motif];
  return [...plaque(palette), ...motif];
}
