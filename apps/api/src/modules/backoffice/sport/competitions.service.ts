import type { Db } from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCompetition, insertCompetition, pageCompetitions, sportExists } from './competitions.queries.ts';

export async function listCompetitions(
  db: Db,
  options: { sport?: string | undefined; q?: string | undefined } & ListParams<'sort' | 'code' | 'nameKo'>,
) {
  const { rows, total } = await pageCompetitions(db, options, options);
  return listOf(rows, total);
}

/** A competition by hand, under a sport of the catalogue; a feed sending the same code keeps it up to date. */
export async function createCompetition(
  db: Db,
  {
    actor,
    input,
  }: {
    actor: Actor;
    input: { code: string; sport: string; nameKo: string; nameEn: string; country: string };
  },
) {
  return db.transaction(async (tx) => {
    if (!(await sportExists(tx, input.sport)))
      throw invalidFields({ field: 'sport', reason: 'unknown_sport' });
    const { sport, ...rest } = input;
    const id = await insertCompetition(tx, { ...rest, sportCode: sport });
    if (id === undefined) throw conflict('conflict', { reason: 'code_taken' });
    const record = (await findCompetition(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'sport_competition.create',
      targetType: 'sport_competition',
      targetId: id,
      after: record,
    });
    return { data: record };
  });
}
