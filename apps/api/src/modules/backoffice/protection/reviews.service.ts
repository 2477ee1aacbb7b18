import type { TProtectionReviewRow } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockMember } from '../members/members.queries.ts';
import { findReview, insertReview, newestReviews, pageReviews, type ReviewRow } from './reviews.queries.ts';

function reviewItem(row: ReviewRow): TProtectionReviewRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listReviews(db: Db, options: { memberId?: number | undefined } & ListParams<'id'>) {
  const { rows, total } = await pageReviews(db, options, options);
  return listOf(rows.map(reviewItem), total);
}

/** Each member's newest review, by member id. */
export async function latestReviews(db: Db, memberIds: readonly number[]) {
  const rows = await newestReviews(db, memberIds);
  return new Map(rows.map((row) => [row.memberId, reviewItem(row)]));
}

/**
 * What staff did about a member's markers: appended (the table refuses changes) and audited in one
 * transaction. An unknown member is a field error, not a foreign-key failure.
 */
export async function addReview(
  db: Db,
  {
    actor,
    memberId,
    action,
    note,
  }: { actor: Actor; memberId: number; action: TProtectionReviewRow['action']; note: string },
) {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId)))
      throw invalidFields({ field: 'memberId', reason: 'unknown_member' });
    const id = await insertReview(tx, {
      memberId,
      staffId: actor.staffId,
      action,
      note,
      createdAt: actor.now,
    });
    const review = reviewItem((await findReview(tx, id))!);
    await recordAudit(tx, actor, {
      action: 'member.protection_review',
      targetType: 'member',
      targetId: memberId,
      after: review,
    });
    return { data: review };
  });
}
