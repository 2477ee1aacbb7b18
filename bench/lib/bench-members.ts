import { hashSecret, members, openMemberAccounts, type Db } from '@haneul/db';
import { fundMember } from '../../apps/api/src/testing/fixtures.ts';

/** Members for a load test, funded through the ledger; one password hash serves all of them. */
export async function createBenchMembers(
  db: Db,
  count: number,
  funds: { cash?: number; comp?: number },
): Promise<number[]> {
  const hash = await hashSecret('bench-password');
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId: `bench${index}`,
        nick: `bench${index}`,
        passwordHash: hash,
        exchangePasswordHash: hash,
        phone: '010-0000-0000',
        bankName: '국민은행',
        bankOwner: '벤치',
        bankNumber: '000-000-000000',
        birthDate: '1990-01-01',
      })),
    )
    .returning({ id: members.id });
  for (const { id } of rows) {
    await openMemberAccounts(db, id);
    if (funds.cash) await fundMember(db, id, funds.cash, 'cash');
    if (funds.comp) await fundMember(db, id, funds.comp, 'comp');
  }
  return rows.map((row) => row.id);
}
