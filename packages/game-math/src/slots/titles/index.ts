import type { SlotTitle } from '../slot-title.ts';
import { dokkaebiTreasure } from './dokkaebi-treasure.ts';
import { goldenPersimmon } from './golden-persimmon.ts';
import { hanokFortune } from './hanok-fortune.ts';
import { moonlitTiger } from './moonlit-tiger.ts';
import { skyPalace } from './sky-palace.ts';

export { dokkaebiTreasure, goldenPersimmon, hanokFortune, moonlitTiger, skyPalace };

/** Every built-in slot title, from the lowest volatility to the highest. */
export const slotTitles: readonly SlotTitle[] = [
  skyPalace,
  goldenPersimmon,
  moonlitTiger,
  dokkaebiTreasure,
  hanokFortune,
];

/** The built-in title with this code, or undefined. */
export function findSlotTitle(code: string): SlotTitle | undefined {
  return slotTitles.find((title) => title.code === code);
}
