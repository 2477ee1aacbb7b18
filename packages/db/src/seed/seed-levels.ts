import { compRates, levels, type TGameType } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Member levels and their comp rates, in basis points of each settled stake. Slots earn the most
 * (their house edge is the largest), casino tables the least; every rate rises with the level.
 */
export const DEMO_LEVELS: { level: number; name: string; rates: Record<TGameType, number> }[] = [
  { level: 1, name: '브론즈', rates: { slot: 40, casino: 30, sport: 30 } },
  { level: 2, name: '실버', rates: { slot: 50, casino: 35, sport: 40 } },
  { level: 3, name: '골드', rates: { slot: 60, casino: 40, sport: 50 } },
  { level: 4, name: '플래티넘', rates: { slot: 80, casino: 50, sport: 60 } },
  { level: 5, name: '다이아몬드', rates: { slot: 100, casino: 60, sport: 80 } },
];

/** Levels 1..5 with their comp rates; idempotent on its own (the schema's keys). */
export async function seedLevels({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(levels)
    .values(DEMO_LEVELS.map(({ level, name }) => ({ level, name })))
    .onConflictDoNothing();
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
