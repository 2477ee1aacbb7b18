import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findLevels,
  insertLevel,
  lockLevel,
  updateLevelFields,
  upsertCompRates,
  type CompRates,
  type LevelFields,
  type LevelRow,
} from './levels.queries.ts';

const levelItem = (row: LevelRow) => ({
  id: row.level,
  ...row,
  otherNames: {
    en: row.otherNames.en ?? '',
    ja: row.otherNames.ja ?? '',
    zh: row.otherNames.zh ?? '',
    vi: row.otherNames.vi ?? '',
  },
});

/** Every level (there are a handful): paging parameters are accepted and the whole list answered. */
export async function listLevels(db: Db, { order }: { order: 'ASC' | 'DESC' }) {
  const rows = await findLevels(db, { order });
  return listOf(rows.map(levelItem), rows.length);
}

async function levelRecord(db: Db, level: number) {
  const [row] = await findLevels(db, { level });
  if (!row) throw notFound();
  return levelItem(row);
}

export async function getLevel(db: Db, { id }: { id: number }) {
  return { data: await levelRecord(db, id) };
}

/** A new level with its comp rates. Admin only (the contract); 409 `conflict` when it exists. */
export async function createLevel(
  db: Db,
  { actor, level, rates, ...fields }: LevelFields & { actor: Actor; level: number; rates: CompRates },
) {
  return db.transaction(async (tx) => {
    if (!(await insertLevel(tx, { level, ...fields })))
      throw conflict('conflict', { reason: 'level_exists' });
    await upsertCompRates(tx, level, rates);
    const after = await levelRecord(tx, level);
    await recordAudit(tx, actor, { action: 'level.create', targetType: 'level', targetId: level, after });
    return { data: after };
  });
}

/**
 * The level's names, threshold and comp rates; the next settled round accrues at the new rates. A
 * lowered threshold raises members at their next completed deposit, not at once.
 */
export async function updateLevel(
  db: Db,
  { actor, id, rates, ...fields }: LevelFields & { actor: Actor; id: number; rates: CompRates },
) {
  return db.transaction(async (tx) => {
    if (!(await lockLevel(tx, id))) throw notFound();
    const before = await levelRecord(tx, id);
    await updateLevelFields(tx, id, fields);
    await upsertCompRates(tx, id, rates);
    const after = await levelRecord(tx, id);
    await recordAudit(tx, actor, {
      action: 'level.update',
      targetType: 'level',
      targetId: id,
      before,
      after,
    });
    return { data: after };
  });
}
