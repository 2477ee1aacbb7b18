import { randomBytes } from 'node:crypto';
import {
  grantReward,
  hashSecret,
  memberId,
  members,
  openMemberAccounts,
  recordCompletedDeposit,
  won,
} from '@haneul/db';
import { e2eDatabase } from './database';

export interface FreshMember {
  userId: string;
  password: string;
  exchangePassword: string;
  nick: string;
  bankName: string;
  bankOwner: string;
  bankNumber: string;
}

/**
 * A member of its own for a spec that changes money or data, so specs never depend on each other:
 * inserted as registration would, then given cash and comp the only way money moves (a completed
 * deposit from the house cash desk, comp from house comp).
 */
export async function createFreshMember({ cash = 0, comp = 0 } = {}): Promise<FreshMember> {
  const { db } = await e2eDatabase();
  const suffix = randomBytes(4).toString('hex');
  const member: FreshMember = {
    userId: `e2e${suffix}`,
    password: 'fresh1234!',
    exchangePassword: '5678',
    nick: `새손님${suffix.slice(0, 4)}`,
    bankName: '하나은행',
    bankOwner: '최지우',
    bankNumber: `123-456-${suffix.slice(0, 6)}`,
  };
  const [passwordHash, exchangePasswordHash] = await Promise.all([
    hashSecret(member.password),
    hashSecret(member.exchangePassword),
  ]);
  const [row] = await db
    .insert(members)
    .values({
      userId: member.userId,
      nick: member.nick,
      phone: '010-1234-5678',
      bankName: member.bankName,
      bankOwner: member.bankOwner,
      bankNumber: member.bankNumber,
      birthDate: '1990-05-17',
      passwordHash,
      exchangePasswordHash,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  const id = memberId(row.id);
  await openMemberAccounts(db, id);
  if (cash > 0)
    await recordCompletedDeposit(db, { memberId: id, amount: won(cash), depositorName: member.bankOwner });
  if (comp > 0) await grantReward(db, { memberId: id, account: 'comp', amount: won(comp) });
  return member;
}
