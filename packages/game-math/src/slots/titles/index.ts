import type { SlotTitle } from '../slot-title.ts';
import { dokkaebiTreasure } from './dokkaebi-treasure.ts';
import { dragonPalace } from './dragon-palace.ts';
import { goldenPersimmon } from './golden-persimmon.ts';
import { hahoeMaskDance } from './hahoe-mask-dance.ts';
import { hanokFortune } from './hanok-fortune.ts';
import { heungbuGourds } from './heungbu-gourds.ts';
import { moonlitTiger } from './moonlit-tiger.ts';
import { skyPalace } from './sky-palace.ts';

export {
  dokkaebiTreasure,
  dragonPalace,
  goldenPersimmon,
  hahoeMaskDance,
  hanokFortune,
  heungbuGourds,
  moonlitTiger,
  skyPalace,
};

/**
 * Every built-in slot title: the five lines and ways titles from the lowest volatility to the
 * highest, then the three with a mechanic of their own (multiplier wilds, cascading wins, hold and
 * spin), so the first five keep their places.
 */
export const slotTitles: readonly SlotTitle[] = [
  skyPalace,
  goldenPersimmon,
  moonlitTiger,
  dokkaebiTreasure,
  hanokFortune,
  hahoeMaskDance,
  dragonPalace,
  heungbuGourds,
];

/** The built-in title with this code, or undefined. */
export function findSlotTitle(code: string): SlotTitle | undefined {
  return slotTitles.find((title) => title.code === code);
}
