import { hashSecret, type Db } from '@haneul/db';
import { createTestMember } from '@haneul/db/testing';
import { createCatalogue, openSession } from '../../apps/api/src/modules/provider/provider.test-helper.ts';

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
  const secretHash = await hashSecret('bench-password');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createTestMember(
      db,
      { userId: `bench${index}`, nick: `bench${index}` },
      { secretHash, cash: funds.cash ?? 0, comp: funds.comp ?? 0 },
    );
    ids.push(member.id);
  }
  return ids;
}
