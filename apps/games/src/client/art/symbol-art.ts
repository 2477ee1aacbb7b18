import type { SlotSymbolKind } from '@haneul/game-math';
import type { Art } from './art-spec.ts';
import { magpie, ORANGE_TIGER, tigerFace, WHITE_TIGER } from './creatures.ts';
import { brassCoins, dokkaebi, goblinClub, goldenToad, magicGourd, treasureChest } from './dokkaebi-art.ts';
import { emptySocket, multiplierBadge, plaque, scatterBurst, wildFrame, wildRibbon } from './frames.ts';
import {
  coral,
  dragonKing,
  dragonPearl,
  palaceRabbit,
  pearlClam,
  terrapinEnvoy,
} from './dragon-palace-art.ts';
import { buneMask, foldingFan, gaksiMask, gong, janggu, scholarMask, yangbanMask } from './hahoe-art.ts';
import { goldenGourd, gourdSeed, heungbu, nolbu, riceSack, swallow } from './heungbu-art.ts';
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
  'hahoe-mask-dance': {
    W2: yangbanMask,
    W3: gaksiMask,
    SC: gong,
    SB: scholarMask,
    BN: buneMask,
    DR: janggu,
    FN: foldingFan,
  },
  'dragon-palace': {
    WD: dragonPearl,
    DK: dragonKing,
    TT: terrapinEnvoy,
    RB: palaceRabbit,
    CR: coral,
    CL: pearlClam,
  },
  'heungbu-gourds': {
    WD: swallow,
    GD: goldenGourd,
    HB: heungbu,
    NB: nolbu,
    SD: gourdSeed,
    RC: riceSack,
  },
};

const ROYALS: Readonly<Record<string, Royal>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: 'T', '10': 'T' };

/**
 * The full picture of one symbol of a title: its frame by kind, then its motif; a multiplier wild
 * wears its multiplier as a seal.
 */
export function symbolArt(
  titleCode: string,
  symbol: { code: string; kind: SlotSymbolKind; multiplier?: number },
  wildLabel: string,
): Art {
  const palette = paletteOf(titleCode);
  const royal = ROYALS[symbol.code];
  if (royal && symbol.kind === 'regular') return royalArt(royal, palette);
  const motif = MOTIFS[titleCode]?.[symbol.code]?.() ?? royalArt('A', palette);
  if (symbol.kind === 'wild') {
    const badge = symbol.multiplier && symbol.multiplier > 1 ? multiplierBadge(symbol.multiplier) : [];
    return [...wildFrame(palette), ...motif, ...wildRibbon(wildLabel), ...badge];
  }
  // A cash symbol shines like a scatter: both are worth watching for wherever they land.
  if (symbol.kind === 'scatter' || symbol.kind === 'cash') return [...scatterBurst(palette.accent), ...motif];
  return [...plaque(palette), ...motif];
}

/** Where a board names an empty hold-and-spin cell among symbol codes (no symbol's code is empty). */
export const EMPTY_CELL = '';

/** The picture of an empty hold-and-spin cell, in the title's colours. */
export function emptyCellArt(titleCode: string): Art {
  return emptySocket(paletteOf(titleCode));
}
