import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts, type Db } from '@haneul/db';

/** The member's cash, comp and points as they stand (0 for an account not opened yet). */
export async function pointSides(db: Db, id: number): Promise<Record<'cash' | 'comp' | 'point', number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, id),
        inArray(ledgerAccounts.kind, ['cash', 'comp', 'point']),
        eq(ledgerAccounts.providerCode, ''),
      ),
    );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { cash: of('cash'), comp: of('comp'), point: of('point') };
}
