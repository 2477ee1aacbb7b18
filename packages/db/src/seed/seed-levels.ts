import type { TOtherContentLanguage } from '@haneul/contract';
import { sql } from 'drizzle-orm';
import { compRates, levels, type TGameType } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Member levels, their names in the site's five languages, the completed deposits that reach each
 * and their comp rates, in basis points of each settled stake. Slots earn the most (their house
 * edge is the largest), casino tables the least; every rate rises with the level.
 */
export const DEMO_LEVELS: {
  level: number;
  name: string;
  otherNames: Record<TOtherContentLanguage, string>;
  upgradeDeposits: number;
  rates: Record<TGameType, number>;
}[] = [
  {
    level: 1,
    name: '브론즈',
    otherNames: { en: 'Bronze', ja: 'ブロンズ', zh: '青铜', vi: 'Đồng' },
    upgradeDeposits: 0,
    rates: { slot: 40, casino: 30, sport: 30 },
  },
  {
    level: 2,
    name: '실버',
    otherNames: { en: 'Silver', ja: 'シルバー', zh: '白银', vi: 'Bạc' },
    upgradeDeposits: 1_000_000,
    rates: { slot: 50, casino: 35, sport: 40 },
  },
  {
    level: 3,
    name: '골드',
    otherNames: { en: 'Gold', ja: 'ゴールド', zh: '黄金', vi: 'Vàng' },
    upgradeDeposits: 5_000_000,
    rates: { slot: 60, casino: 40, sport: 50 },
  },
  {
    level: 4,
    name: '플래티넘',
    otherNames: { en: 'Platinum', ja: 'プラチナ', zh: '铂金', vi: 'Bạch kim' },
    upgradeDeposits: 20_000_000,
    rates: { slot: 80, casino: 50, sport: 60 },
  },
  {
    level: 5,
    name: '다이아몬드',
    otherNames: { en: 'Diamond', ja: 'ダイヤモンド', zh: '钻石', vi: 'Kim cương' },
    upgradeDeposits: 50_000_000,
    rates: { slot: 100, casino: 60, sport: 80 },
  },
];

/**
 * Levels 1..5 with their comp rates; idempotent on its own (the schema's keys). Level 1 exists
 * from a migration with its Korean name only: it gets the other names while it has none, and an
 * operator's own names are never written over.
 */
export async function seedLevels({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(levels)
    .values(DEMO_LEVELS.map(({ rates: _rates, ...level }) => level))
    .onConflictDoUpdate({
      target: levels.level,
      set: {
        otherNames: sql`case when ${levels.otherNames} = '{}'::jsonb then excluded.other_names else ${levels.otherNames} end`,
      },
    });
  await tx
    .insert(compRates)
    .values(
      DEMO_LEVELS.flatMap(({ level, rates }) =>
        Object.entries(rates).map(([gameType, rateBp]) => ({
          level,
          gameType: gameType as TGameType,
          rateBp,
        })),
      ),
    )
    .onConflictDoNothing();
}
