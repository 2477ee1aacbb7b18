import { randomBytes } from 'node:crypto';
import {
  adjustMemberBalance,
  agentSessions,
  grantReward,
  hashSecret,
  memberId as toMemberId,
  members,
  openMemberAccounts,
  sessions,
  won,
  type Db,
} from '@haneul/db';
import { hashToken, newToken } from '../lib/tokens.ts';

export interface TestMember {
  id: number;
  userId: string;
  password: string;
  exchangePassword: string;
}

let counter = 0;

/**
 * Inserts a member with open accounts (unless `accounts` is false: a member from before accounts
 * were opened at sign-up); each call gets a unique id and nick.
 */
export async function createMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> = {},
  { accounts = true } = {},
): Promise<TestMember> {
  counter += 1;
  const suffix = `${counter}${randomBytes(2).toString('hex')}`;
  const password = 'test-pass-1234';
  const exchangePassword = '1234';
  const [row] = await db
    .insert(members)
    .values({
      userId: `t${suffix}`.slice(0, 16),
      nick: `n${suffix}`.slice(0, 12),
      passwordHash: await hashSecret(password),
      exchangePasswordHash: await hashSecret(exchangePassword),
      phone: '010-1234-5678',
      bankName: '국민은행',
      bankOwner: '홍길동',
      bankNumber: '123-456-789012',
      birthDate: '1990-01-01',
      ...overrides,
    })
    .returning({ id: members.id, userId: members.userId });
  if (!row) throw new Error('member insert returned nothing');
  if (accounts) await openMemberAccounts(db, toMemberId(row.id));
  return { id: row.id, userId: row.userId, password, exchangePassword };
}

/** A session for the member, made directly so tests of other modules need not go through login. */
export async function signInAs(db: Db, memberId: number, now: Date, hours = 8): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
  });
  return token;
}

/**
 * An agent-page session made directly, as the handoff makes one: with a member session of the agent
 * as its origin, since an agent session ends with the member session it came from.
 */
export async function agentPageToken(db: Db, agentId: number, now: Date, hours = 1): Promise<string> {
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const [origin] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(newToken()), memberId: agentId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  if (!origin) throw new Error('session insert returned nothing');
  const token = newToken();
  await db
    .insert(agentSessions)
    .values({ tokenHash: hashToken(token), agentId, memberSessionId: origin.id, createdAt: now, expiresAt });
  return token;
}

/**
 * Credits the member's cash (or comp) from the house through the ledger. Cash comes as a staff
 * adjustment credits it: a deposit entry needs its completed request, and the reconciliation
 * every money suite ends on (`expectReconciled`) holds each deposit entry to one.
 */
export async function fundMember(
  db: Db,
  memberId: number,
  amount: number,
  kind: 'cash' | 'comp' = 'cash',
): Promise<void> {
  const member = toMemberId(memberId);
  if (kind === 'comp') {
    await grantReward(db, { memberId: member, account: 'comp', amount: won(amount) });
    return;
  }
  await adjustMemberBalance(db, {
    memberId: member,
    account: 'cash',
    amount: won(amount),
    requestId: randomBytes(8).toString('hex'),
    reason: '',
  });
}
