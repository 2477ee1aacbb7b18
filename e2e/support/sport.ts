import { randomBytes } from 'node:crypto';
import { sportCompetitions, sportMarkets, sportSelections, sportSettings } from '@haneul/db';
import { eq } from 'drizzle-orm';
import { e2eDatabase } from './database';

/**
 * Makes sure soccer takes bets and adds a competition of the spec's own for the operator to pick;
 * answers the competition's Korean name and a restore that leaves soccer switched as it found it
 * (the demo feed's specs that run later expect the seeded switch).
 */
export async function openSoccer(): Promise<{ competitionKo: string; restore: () => Promise<void> }> {
  const { db } = await e2eDatabase();
  const [before] = await db
    .select({ used: sportSettings.used })
    .from(sportSettings)
    .where(eq(sportSettings.code, 'soccer'));
  await db.update(sportSettings).set({ used: true }).where(eq(sportSettings.code, 'soccer'));
  const suffix = randomBytes(3).toString('hex');
  const competitionKo = `E2E 리그 ${suffix}`;
  await db.insert(sportCompetitions).values({
    code: `e2e-league-${suffix}`,
    sportCode: 'soccer',
    nameKo: competitionKo,
    nameEn: `E2E League ${suffix}`,
    country: 'kr',
  });
  return {
    competitionKo,
    restore: async () => {
      await db
        .update(sportSettings)
        .set({ used: before?.used ?? false })
        .where(eq(sportSettings.code, 'soccer'));
    },
  };
}

/** The selection ids of an event's markets by key (`home`, `draw`, `away`...), as a bet slip names them. */
export async function selectionsOf(eventId: number): Promise<Record<string, number>> {
  const { db } = await e2eDatabase();
  const rows = await db
    .select({ id: sportSelections.id, key: sportSelections.key })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .where(eq(sportMarkets.eventId, eventId));
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}
