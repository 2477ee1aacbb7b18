import {
  settings,
  siteSettings,
  SETTING_DEFAULTS,
  type Db,
  type SiteSettings,
  type TSettingKey,
} from '@haneul/db';
import { invalidFields } from '../../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';

const settingsRecord = (values: SiteSettings) => ({ id: 'site' as const, ...values });

export async function getSettings(db: Db) {
  return { data: settingsRecord(await siteSettings(db)) };
}

/** Pairs that must stay ordered once the change is applied. */
const ORDERED: [TSettingKey, TSettingKey][] = [
  ['depositMin', 'depositMax'],
  ['withdrawMin', 'withdrawMax'],
];

/**
 * Writes the given settings (rows override the code's defaults). The result must stay sane: a
 * minimum above its maximum is refused before anything is written. Admin only (the contract).
 */
export async function updateSettings(
  db: Db,
  { actor, values }: { actor: Actor; values: Partial<SiteSettings> },
) {
  const keys = (Object.keys(values) as TSettingKey[]).filter(
    (key) => Object.hasOwn(SETTING_DEFAULTS, key) && values[key] !== undefined,
  );
  return db.transaction(async (tx) => {
    const before = await siteSettings(tx);
    const after = { ...before, ...Object.fromEntries(keys.map((key) => [key, values[key]])) } as SiteSettings;
    for (const [min, max] of ORDERED) {
      if (after[min] > after[max]) throw invalidFields({ field: min, reason: `above_${max}` });
    }
    for (const key of keys) {
      await tx
        .insert(settings)
        .values({ key, value: after[key], updatedAt: actor.now })
        .onConflictDoUpdate({ target: settings.key, set: { value: after[key], updatedAt: actor.now } });
    }
    if (keys.length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'site',
        before,
        after,
      });
    }
    return { data: settingsRecord(after) };
  });
}
