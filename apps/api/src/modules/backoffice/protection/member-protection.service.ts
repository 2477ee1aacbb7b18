import { eq } from 'drizzle-orm';
import type { TMemberProtection } from '@haneul/contract';
import { members, siteSettings, type Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { isoOrNull } from '../../../lib/list-query.ts';
import { exclusionInForce } from '../../protection/exclusion.service.ts';
import { listLimits } from '../../protection/limits.service.ts';
import { realityCheckMinutes } from '../../protection/reality-check.ts';

/**
 * A member's protection as the member's own view has it (limits with what is used of them, the
 * exclusion in force, the reality check), plus the stored `excluded_until` the money paths check.
 */
export async function getMemberProtection(
  db: Db,
  { id, now }: { id: number; now: Date },
): Promise<{ data: TMemberProtection }> {
  const [member] = await db
    .select({ excludedUntil: members.excludedUntil, every: members.realityCheckMinutes })
    .from(members)
    .where(eq(members.id, id));
  if (!member) throw notFound();
  const { playLimitCoolingOffHours } = await siteSettings(db);
  return {
    data: {
      id,
      limits: await listLimits(db, id, now),
      coolingOffHours: playLimitCoolingOffHours,
      excludedUntil: isoOrNull(member.excludedUntil),
      exclusion: await exclusionInForce(db, id, now),
      realityCheckMinutes: realityCheckMinutes(member.every),
    },
  };
}
