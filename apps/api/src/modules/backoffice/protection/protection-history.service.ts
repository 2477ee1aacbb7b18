import type { TExclusionRow } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import { excludesUntil, INDEFINITE } from '../../protection/exclusion.service.ts';
import {
  pageExclusions,
  pageLimitEvents,
  type ExclusionWithCorrector,
} from './protection-history.queries.ts';

type Filter = { memberId?: number | undefined } & ListParams<'id'>;

export async function listLimitEvents(db: Db, options: Filter) {
  const { rows, total } = await pageLimitEvents(db, options, options);
  return listOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}

/** An exclusion with when it stops excluding, read by the member's own rule (exclusion.service.ts). */
export function exclusionItem(
  { exclusion, correctedByLogin }: ExclusionWithCorrector,
  now: Date,
): TExclusionRow {
  const until = excludesUntil(exclusion);
  return {
    id: exclusion.id,
    memberId: exclusion.memberId,
    kind: exclusion.kind,
    period: exclusion.period,
    startsAt: exclusion.startsAt.toISOString(),
    endsAt: isoOrNull(exclusion.endsAt),
    endRequestedAt: isoOrNull(exclusion.endRequestedAt),
    until: until.getTime() === INDEFINITE.getTime() ? null : until.toISOString(),
    inForce: until > now,
    correctedBy: exclusion.correctedBy,
    correctedByLogin,
    correctionNote: exclusion.correctionNote,
    createdAt: exclusion.createdAt.toISOString(),
  };
}

export async function listExclusions(db: Db, { now, ...options }: Filter & { now: Date }) {
  const { rows, total } = await pageExclusions(db, options, options);
  return listOf(
    rows.map((row) => exclusionItem(row, now)),
    total,
  );
}
