import { openMemberAccounts } from '../ledger/accounts.ts';
import { memberId } from '../ledger/units.ts';
import { hashSecret } from '../passwords.ts';
import { agentRates, members } from '../schema/index.ts';
import { daysAgo, firstRow, type SeedContext } from './seed-context.ts';

/** The demo members (docs/demo-data.md#members). Every exchange password is 1234. */
export const DEMO_MEMBERS = {
  agent01: {
    password: 'agent1234!',
    nick: '하늘파트너',
    phone: '010-2847-1093',
    bankName: '신한은행',
    bankOwner: '박준혁',
    bankNumber: '110-482-915037',
    birthDate: '1984-03-17',
    level: 5,
    joinedDaysAgo: 120,
  },
  demo01: {
    password: 'demo1234!',
    nick: '행운의별',
    phone: '010-5521-7834',
    bankName: '국민은행',
    bankOwner: '김민준',
    bankNumber: '940102-01-482913',
    birthDate: '1991-06-24',
    level: 2,
    joinedDaysAgo: 45,
  },
  demo02: {
    password: 'demo1234!',
    nick: '달빛여우',
    phone: '010-3198-6620',
    bankName: '카카오뱅크',
    bankOwner: '이서연',
    bankNumber: '3333-07-5829146',
    birthDate: '1996-11-02',
    level: 1,
    joinedDaysAgo: 12,
  },
} as const;
export const DEMO_EXCHANGE_PASSWORD = '1234';
export const DEMO_AGENT_CODE = 'HANEUL';

/** The agent's rolling commission per game type, in basis points of its members' stakes. */
const AGENT_RATES = [
  { gameType: 'slot', rollingBp: 100, lossShareBp: 0 },
  { gameType: 'casino', rollingBp: 50, lossShareBp: 0 },
  { gameType: 'sport', rollingBp: 80, lossShareBp: 0 },
] as const;

export type SeededMembers = Record<keyof typeof DEMO_MEMBERS, number>;

/** Inserts agent01 (with its rates), then demo01 and demo02 under it, each with open accounts. */
export async function seedMembers({ tx, now }: SeedContext): Promise<SeededMembers> {
  const insert = async (userId: keyof typeof DEMO_MEMBERS, extra: Partial<typeof members.$inferInsert>) => {
    const { password, joinedDaysAgo, ...profile } = DEMO_MEMBERS[userId];
    const [passwordHash, exchangePasswordHash] = await Promise.all([
      hashSecret(password),
      hashSecret(DEMO_EXCHANGE_PASSWORD),
    ]);
    const rows = await tx
      .insert(members)
      .values({
        userId,
        ...profile,
        passwordHash,
        exchangePasswordHash,
        createdAt: daysAgo(now, joinedDaysAgo),
        ...extra,
      })
      .returning({ id: members.id });
    const { id } = firstRow(rows, `member ${userId}`);
    await openMemberAccounts(tx, memberId(id));
    return id;
  };
  const agent01 = await insert('agent01', { playType: 'agent', agentCode: DEMO_AGENT_CODE });
  await tx.insert(agentRates).values(AGENT_RATES.map((rate) => ({ agentId: agent01, ...rate })));
  const demo01 = await insert('demo01', { agentId: agent01 });
  const demo02 = await insert('demo02', { agentId: agent01 });
  return { agent01, demo01, demo02 };
}
