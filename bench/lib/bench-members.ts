import { hashSecret, memberId, members, openMemberAccounts, type Db } from '@haneul/db';
import { createCatalogue, openSession } from '../../apps/api/src/modules/provider/provider.test-helper.ts';
import { fundMember } from '../../apps/api/src/testing/fixtures.ts';

/** The wallet benches' players: one per session token, on the built-in provider's slot game. */
const WALLET_PLAYERS = 500;

/**
 * The built-in provider's catalogue and WALLET_PLAYERS members with a billion won each, every one
 * with a game session on its slot game opened at `now`: what the wallet benches bet with.
 */
export async function createWalletPlayers(db: Db, now: Date): Promise<{ slot: string; tokens: string[] }> {
  const { slot } = await createCatalogue(db, 'haneul');
  const memberIds = await createBenchMembers(db, WALLET_PLAYERS, { cash: 1_000_000_000 });
  const tokens = await Promise.all(
    memberIds.map((memberId) => openSession(db, { memberId, gameCode: slot, now })),
  );
  return { slot, tokens };
}

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
    await openMemberAccounts(db, memberId(id));
    if (funds.cash) await fundMember(db, id, funds.cash, 'cash');
    if (funds.comp) await fundMember(db, id, funds.comp, 'comp');
  }
  return rows.map((row) => row.id);
}
