import { randomBytes } from 'node:crypto';
import { createTestMember, type TestMember } from '@haneul/db/testing';
import { e2eDatabase } from './database';

export type FreshMember = Omit<TestMember, 'id'>;

/**
 * A member of its own for a spec that changes money or data, so specs never depend on each other:
 * the shared test factory's, with a Korean nick as a member would choose, cash as a completed
 * deposit (it shows in the member's deposit list) and comp from house comp.
 */
export async function createFreshMember({ cash = 0, comp = 0 } = {}): Promise<FreshMember> {
  const { db } = await e2eDatabase();
  const suffix = randomBytes(3).toString('hex');
  const { id: _id, ...member } = await createTestMember(
    db,
    {
      nick: `새손님${suffix.slice(0, 4)}`,
      bankName: '하나은행',
      bankOwner: '최지우',
      // Unique, so a spec can find its member's row by the account number.
      bankNumber: `123-456-${suffix}`,
      birthDate: '1990-05-17',
    },
    { password: 'fresh1234!', exchangePassword: '5678', cash, comp, cashFrom: 'deposit' },
  );
  return member;
}
