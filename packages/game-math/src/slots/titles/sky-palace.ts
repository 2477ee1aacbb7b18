import type { SlotTitle } from '../slot-title.ts';
import { LINES_5X3_20 } from './paylines.ts';
import { reelStrip } from './reel-strip.ts';

/**
 * 하늘 궁전 · Sky Palace. A palace above the clouds: phoenix, celestial maiden, crane and rainbow
 * clouds, the Jade Emperor as wild. Low volatility: wins land on almost every other spin, pays
 * are small and the free spins (no multiplier) come often, retriggering most of all the titles;
 * a feature plays at most 100 free spins.
 */
export const skyPalace: SlotTitle = {
  code: 'sky-palace',
  name: { ko: '하늘 궁전', en: 'Sky Palace' },
  volatility: 'low',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X3_20 },
  coinsPerSpin: 20,
  minBet: 200,
  maxBet: 200_000,
  symbols: [
    {
      code: 'WD',
      kind: 'wild',
      name: { ko: '옥황상제', en: 'Jade Emperor' },
      pays: { 3: 50, 4: 200, 5: 1000 },
    },
    {
      code: 'SC',
      kind: 'scatter',
      name: { ko: '하늘 궁전', en: 'Sky Palace' },
      pays: { 3: 1, 4: 10, 5: 50 },
    },
    { code: 'PX', kind: 'regular', name: { ko: '봉황', en: 'Phoenix' }, pays: { 3: 40, 4: 150, 5: 500 } },
    {
      code: 'FY',
      kind: 'regular',
      name: { ko: '선녀', en: 'Celestial Maiden' },
      pays: { 3: 30, 4: 100, 5: 300 },
    },
    { code: 'CR', kind: 'regular', name: { ko: '학', en: 'Crane' }, pays: { 3: 20, 4: 60, 5: 200 } },
    {
      code: 'CL',
      kind: 'regular',
      name: { ko: '오색구름', en: 'Rainbow Cloud' },
      pays: { 3: 15, 4: 40, 5: 150 },
    },
    { code: 'A', kind: 'regular', name: { ko: 'A', en: 'A' }, pays: { 3: 10, 4: 25, 5: 100 } },
    { code: 'K', kind: 'regular', name: { ko: 'K', en: 'K' }, pays: { 3: 10, 4: 25, 5: 100 } },
    { code: 'Q', kind: 'regular', name: { ko: 'Q', en: 'Q' }, pays: { 3: 8, 4: 20, 5: 80 } },
    { code: 'J', kind: 'regular', name: { ko: 'J', en: 'J' }, pays: { 3: 8, 4: 20, 5: 80 } },
  ],
  reelStrips: [
    'K Q J CL A FY CR WD PX K Q J CL A SC FY CR K Q J CL A K Q J WD PX FY CR CL A K Q J',
    'WD PX K Q J CL A SC FY CR K Q J CL A K Q J WD PX FY CR CL A K Q J K Q J CL A FY CR',
    'A FY CR K Q J CL A WD K Q J SC PX FY CR CL A K Q J K Q J CL A FY CR WD SC PX K Q J CL',
    'A K Q J WD PX FY CR CL A K Q J K Q J CL A FY CR WD PX K Q J CL A SC FY CR K Q J CL',
    'CR CL A K Q J K Q J CL A FY CR WD PX K Q J CL A SC FY CR K Q J CL A K Q J WD PX FY',
  ].map(reelStrip),
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 25 },
    multiplier: 1,
    maxSpins: 100,
  },
};
