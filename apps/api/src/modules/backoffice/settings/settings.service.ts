import { siteHost } from '@haneul/contract';
import {
  operatorDomains,
  settings,
  siteSettings,
  OPERATOR_DOMAINS_KEY,
  SETTING_DEFAULTS,
  type Db,
  type SiteSettings,
  type TSettingKey,
} from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Every setting the back office edits: the number settings and the operator's own domains. */
type SettingValues = SiteSettings & { operatorDomains: string[] };

const settingsRecord = (values: SettingValues) => ({ id: 'site' as const, ...values });

async function readSettings(db: Db): Promise<SettingValues> {
  return { ...(await siteSettings(db)), operatorDomains: await operatorDomains(db) };
}

export async function getSettings(db: Db) {
  return { data: settingsRecord(await readSettings(db)) };
}

/** Pairs that must stay ordered once the change is applied. */
const ORDERED: [TSettingKey, TSettingKey][] = [
  ['depositMin', 'depositMax'],
  ['withdrawMin', 'withdrawMax'],
];

async function writeSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/**
 * Writes the given settings (rows override the code's defaults). The result must stay sane: a
 * minimum above its maximum is refused before anything is written. Domains are kept as the member
 * site compares hosts (`www.haneul.bet` is `haneul.bet`), each once. Admin only (the contract).
 */
export async function updateSettings(
  db: Db,
  { actor, values }: { actor: Actor; values: Partial<SettingValues> },
) {
  const keys = (Object.keys(values) as TSettingKey[]).filter(
    (key) => Object.hasOwn(SETTING_DEFAULTS, key) && values[key] !== undefined,
  );
  const domains = values.operatorDomains && [...new Set(values.operatorDomains.map(siteHost))];
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const after: SettingValues = {
      ...before,
      ...Object.fromEntries(keys.map((key) => [key, values[key]])),
      ...(domains ? { operatorDomains: domains } : {}),
    };
    for (const [min, max] of ORDERED) {
      if (after[min] > after[max]) throw invalidFields({ field: min, reason: `above_${max}` });
    }
    for (const key of keys) await writeSetting(tx, key, after[key], actor.now);
    if (domains) await writeSetting(tx, OPERATOR_DOMAINS_KEY, domains, actor.now);
    if (keys.length > 0 || domains) {
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
