import { randomBytes } from 'node:crypto';
import { adjustMemberBalance, grantReward } from '../ledger/movements/index.ts';
import { memberId as toMemberId, won } from '../ledger/units.ts';
import { openMemberAccounts } from '../ledger/accounts.ts';
import type { Db } from '../client.ts';
import { hashSecret } from '../passwords.ts';
import { members } from '../schema/index.ts';
import { recordCompletedDeposit } from '../seed/completed-deposit.ts';

export interface TestMember {
  id: number;
  userId: string;
  nick: string;
  password: string;
  exchangePassword: string;
  bankName: string;
  bankOwner: string;
  bankNumber: string;
}

export interface TestMemberOptions {
  /** False: a member from before accounts were opened at sign-up. */
  accounts?: boolean;
  password?: string;
  exchangePassword?: string;
  /** One hash for both secrets, made once for many members (load tests): no hashing per member. */
  secretHash?: string;
  cash?: number;
  comp?: number;
  /**
   * How the cash arrives: a staff adjustment (the default), or a completed deposit request, which
   * the member then sees in their deposit list (what a browser journey expects of a funded member).
   */
  cashFrom?: 'adjustment' | 'deposit';
}

let counter = 0;

/**
 * A member as registration inserts one, unique id and nick each call, for every test that needs
 * one: API tests, the reconciliation's, the browser journeys', the benchmarks'. Money arrives
 * through the ledger's own movements, so every money suite still reconciles.
 */
export async function createTestMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> = {},
  options: TestMemberOptions = {},
): Promise<TestMember> {
  counter += 1;
  const suffix = `${process.pid.toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  const { password = 'test-pass-1234', exchangePassword = '1234', secretHash } = options;
  const [passwordHash, exchangePasswordHash] = secretHash
    ? [secretHash, secretHash]
    : await Promise.all([hashSecret(password), hashSecret(exchangePassword)]);
  const values = {
    userId: `t${suffix}`.slice(0, 16),
    nick: `n${suffix}`.slice(0, 12),
    passwordHash,
    exchangePasswordHash,
    phone: '010-1234-5678',
    bankName: '국민은행',
    bankOwner: '홍길동',
    bankNumber: '123-456-789012',
    birthDate: '1990-01-01',
    ...overrides,
  };
  const [row] = await db.insert(members).values(values).returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  const member: TestMember = {
    id: row.id,
    userId: values.userId,
    nick: values.nick,
    password,
    exchangePassword,
    bankName: values.bankName,
    bankOwner: values.bankOwner,
    bankNumber: values.bankNumber,
  };
  if (options.accounts === false) return member;
  await openMemberAccounts(db, toMemberId(row.id));
  if (options.cash) {
    if (options.cashFrom === 'deposit') {
      await recordCompletedDeposit(db, {
        memberId: toMemberId(row.id),
        amount: won(options.cash),
        depositorName: member.bankOwner,
      });
    } else {
      await fundTestMember(db, row.id, options.cash);
    }
  }
  if (options.comp) await fundTestMember(db, row.id, options.comp, 'comp');
  return member;
}

/**
 * Credits a member's cash (or comp) from the house through the ledger. Cash comes as a staff
 * adjustment: a deposit entry needs its completed request, and the reconciliation every money
 * suite ends on (`expectReconciled`) holds each deposit entry to one.
 */
export async function fundTestMember(
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
