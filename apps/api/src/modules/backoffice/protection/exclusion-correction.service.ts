import { eq } from 'drizzle-orm';
import { memberExclusions, members, type Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { isoOrNull } from '../../../lib/list-query.ts';
import { applyExclusions } from '../../protection/exclusion.service.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findExclusion } from './protection-history.queries.ts';
import { exclusionItem } from './protection-history.service.ts';

const excludedUntilOf = async (tx: Db, memberId: number) => {
  const [member] = await tx
    .select({ until: members.excludedUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return isoOrNull(member?.until);
};

/**
 * An admin corrects an exclusion entered in error: its end is set (now, to end it), the reason kept
 * on the row, and `members.excluded_until` recomputed from every exclusion of the member, so one
 * still in force keeps excluding. Staff below admin never reach this (the endpoint's role): a
 * member's own time-out or self-exclusion is not staff's to shorten. Audited in the transaction.
 */
export async function correctExclusion(
  db: Db,
  { actor, id, endsAt, reason }: { actor: Actor; id: number; endsAt: Date; reason: string },
) {
  return db.transaction(async (tx) => {
    const found = await findExclusion(tx, id);
    if (!found) throw notFound();
    const { memberId } = found.exclusion;
    // The member's row first, as the member's own exclusion calls lock it, so the two take turns.
    const excludedBefore = await excludedUntilOf(tx, memberId);
    const before = exclusionItem((await findExclusion(tx, id))!, actor.now);
    if (endsAt.getTime() < Date.parse(before.startsAt))
      throw invalidFields({ field: 'endsAt', reason: 'before_start' });
    await tx
      .update(memberExclusions)
      .set({ endsAt, correctedBy: actor.staffId, correctionNote: reason })
      .where(eq(memberExclusions.id, id));
    await applyExclusions(tx, memberId, actor.now);
    const after = exclusionItem((await findExclusion(tx, id))!, actor.now);
    await recordAudit(tx, actor, {
      action: 'member.correct_exclusion',
      targetType: 'member',
      targetId: memberId,
      before: { exclusion: before, excludedUntil: excludedBefore },
      after: { exclusion: after, excludedUntil: await excludedUntilOf(tx, memberId), reason },
    });
    return { data: after };
  });
}
