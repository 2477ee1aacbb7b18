import { settings } from '../schema/index.ts';
import { SETTING_DEFAULTS } from '../settings.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Writes the defaults as rows, so the back office shows (and can edit) every setting from the start.
 * The code falls back to the same defaults when a row is missing.
 */
export async function seedSettings({ tx, now }: SeedContext): Promise<void> {
  await tx
    .insert(settings)
    .values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing();
}
