import type { SlotSymbol } from '@haneul/game-math';
import type { MessageKey, Translate } from '../i18n/translate.ts';

/**
 * The slot symbols' names in the window's language, by title and symbol code: the paytable, the
 * help and the verify page read them here. The engines name symbols in Korean and English only;
 * the message files carry those two as they are and give Japanese, Vietnamese and Chinese their
 * own. Card ranks (A, K, Q, J, 10) have no entry: they read the same in every language.
 */
export const SYMBOL_NAMES: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  'sky-palace': {
    WD: 'symbols.skyPalace.jadeEmperor',
    SC: 'symbols.skyPalace.skyPalace',
    PX: 'symbols.skyPalace.phoenix',
    FY: 'symbols.skyPalace.maiden',
    CR: 'symbols.skyPalace.crane',
    CL: 'symbols.skyPalace.rainbowCloud',
  },
  'golden-persimmon': {
    WD: 'symbols.goldenPersimmon.goldenPersimmon',
    SC: 'symbols.goldenPersimmon.luckyPouch',
    TG: 'symbols.goldenPersimmon.tiger',
    MG: 'symbols.goldenPersimmon.magpie',
    PS: 'symbols.goldenPersimmon.persimmonString',
    HT: 'symbols.goldenPersimmon.thatchedCottage',
  },
  'moonlit-tiger': {
    WD: 'symbols.moonlitTiger.whiteTiger',
    SC: 'symbols.moonlitTiger.fullMoon',
    TG: 'symbols.moonlitTiger.tiger',
    PN: 'symbols.moonlitTiger.pineTree',
    MP: 'symbols.moonlitTiger.magpie',
    FN: 'symbols.moonlitTiger.taegeukFan',
  },
  'dokkaebi-treasure': {
    WD: 'symbols.dokkaebiTreasure.goblinClub',
    SC: 'symbols.dokkaebiTreasure.treasureChest',
    DK: 'symbols.dokkaebiTreasure.dokkaebi',
    TD: 'symbols.dokkaebiTreasure.goldenToad',
    GD: 'symbols.dokkaebiTreasure.magicGourd',
    CN: 'symbols.dokkaebiTreasure.brassCoins',
  },
  'hanok-fortune': {
    WD: 'symbols.hanokFortune.hanok',
    SC: 'symbols.hanokFortune.goldenKey',
    BK: 'symbols.hanokFortune.fortune',
    GT: 'symbols.hanokFortune.grandGate',
    JG: 'symbols.hanokFortune.crockTerrace',
    LT: 'symbols.hanokFortune.silkLantern',
  },
  'hahoe-mask-dance': {
    W2: 'symbols.hahoeMaskDance.yangbanMask',
    W3: 'symbols.hahoeMaskDance.gaksiMask',
    SC: 'symbols.hahoeMaskDance.gong',
    SB: 'symbols.hahoeMaskDance.scholarMask',
    BN: 'symbols.hahoeMaskDance.buneMask',
    DR: 'symbols.hahoeMaskDance.jangguDrum',
    FN: 'symbols.hahoeMaskDance.foldingFan',
  },
  'dragon-palace': {
    WD: 'symbols.dragonPalace.dragonPearl',
    DK: 'symbols.dragonPalace.dragonKing',
    TT: 'symbols.dragonPalace.terrapinEnvoy',
    RB: 'symbols.dragonPalace.rabbit',
    CR: 'symbols.dragonPalace.coral',
    CL: 'symbols.dragonPalace.clam',
  },
  'heungbu-gourds': {
    WD: 'symbols.heungbuGourds.swallow',
    GD: 'symbols.heungbuGourds.goldenGourd',
    HB: 'symbols.heungbuGourds.heungbu',
    NB: 'symbols.heungbuGourds.nolbu',
    SD: 'symbols.heungbuGourds.gourdSeed',
    RC: 'symbols.heungbuGourds.riceSack',
  },
};

/** A symbol's name in the window's language (a card rank's own). */
export function symbolName(
  t: Translate,
  titleCode: string,
  symbol: Pick<SlotSymbol, 'code' | 'name'>,
): string {
  const key = SYMBOL_NAMES[titleCode]?.[symbol.code];
  return key ? t(key) : symbol.name.en;
}
