import { and, eq, inArray, isNull } from 'drizzle-orm';
import { depositRequests, withdrawRequests, type Db } from '@haneul/db';
import type { RequestState } from './requests.queries.ts';

/** The states a member may delete from their list: the request is over and nothing more will move. */
const FINISHED_STATES: RequestState[] = ['completed', 'cancelled'];

const tables = { deposit: depositRequests, withdraw: withdrawRequests };
export type RequestKind = keyof typeof tables;

/**
 * Stamps the member's finished requests of `kind` hidden (those in `ids`, or all of them). The
 * member and state conditions sit in the UPDATE itself, so another member's or a pending request
 * is never touched, whatever ids were sent. Answers how many were hidden now.
 */
export async function hideFinishedRequests(
  db: Db,
  { kind, memberId, ids, now }: { kind: RequestKind; memberId: number; ids: number[] | undefined; now: Date },
): Promise<number> {
  const table = tables[kind];
  const rows = await db
    .update(table)
    .set({ memberHiddenAt: now })
    .where(
      and(
        eq(table.memberId, memberId),
        inArray(table.state, FINISHED_STATES),
        isNull(table.memberHiddenAt),
        ids === undefined ? undefined : inArray(table.id, ids),
      ),
    )
    .returning({ id: table.id });
  return rows.length;
}
