import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName } from '@haneul/contract';
import { auditLog, grantReward, memberId, providerTransactions, settings, won, type Db } from '@haneul/db';
import { createTestStaff, createTestStaffSession } from '@haneul/db/testing';
import type { TestApp } from '../../../testing/test-app.ts';
import { newTotpSecret } from '../auth/totp.ts';

export interface StaffAccount {
  id: number;
  login: string;
  password: string;
  totpSecret: string;
}

/** A staff account with a known password and a TOTP secret of the API's own making; enrolled unless told otherwise. */
export async function createStaffAccount(
  db: Db,
  options: { role?: 'operator' | 'admin'; enrolled?: boolean; login?: string } = {},
): Promise<StaffAccount> {
  const password = 'staff-pass-1234';
  const totpSecret = newTotpSecret();
  const { id, login } = await createTestStaff(db, { ...options, password, totpSecret });
  return { id, login, password, totpSecret };
}

/** A fresh staff member of the role with a session token. */
export async function signedInStaff(t: TestApp, role: 'operator' | 'admin' = 'operator') {
  const account = await createStaffAccount(t.database.db, { role });
  return { ...account, token: await createTestStaffSession(t.database.db, account.id, t.clock()) };
}

export interface EndpointRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  ip?: string;
}

/** Calls an endpoint of the contract's table by name, as the SPA would. */
export function callEndpoint(
  t: TestApp,
  name: EndpointName,
  request: EndpointRequest = {},
): Promise<LightMyRequestResponse> {
  const spec = endpoints[name];
  const url = spec.path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(request.params?.[key] ?? '')),
  );
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)]),
  );
  return t.app.inject({
    method: spec.method,
    url,
    query,
    ...(spec.method === 'GET' || spec.method === 'DELETE' ? {} : { payload: (request.body ?? {}) as object }),
    remoteAddress: request.ip ?? '127.0.0.1',
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
  });
}

/** The newest audit rows of a target, newest first. */
export function auditOf(db: Db, targetType: string, targetId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(desc(auditLog.id))
    .then((rows) => rows.filter((row) => row.targetType === targetType));
}

/** A wallet-protocol transaction as the provider module records it (reports read these rows only). */
export async function recordPlay(
  db: Db,
  values: {
    memberId: number;
    providerCode: string;
    gameCode?: string;
    kind: 'bet' | 'win' | 'rollback';
    amount: number;
    createdAt: Date;
    rolledBack?: boolean;
  },
): Promise<void> {
  await db.insert(providerTransactions).values({
    providerCode: values.providerCode,
    transactionId: `tx-${randomBytes(6).toString('hex')}`,
    kind: values.kind,
    memberId: values.memberId,
    roundId: `r-${randomBytes(4).toString('hex')}`,
    gameCode: values.gameCode ?? 'game-1',
    amount: values.amount,
    requestHash: 'test',
    status: 'OK',
    rolledBackAt: values.rolledBack ? values.createdAt : null,
    createdAt: values.createdAt,
  });
}

/** Overrides one setting (null removes the row, back to the default). */
export async function setSetting(db: Db, key: string, value: number | null): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
  if (value !== null) await db.insert(settings).values({ key, value });
}

/** Commission credited to an agent as round settlement does it (house commission → agent). */
export async function creditCommission(
  db: Db,
  agentId: number,
  amount: number,
  createdAt?: Date,
): Promise<void> {
  await grantReward(db, {
    memberId: memberId(agentId),
    account: 'commission',
    amount: won(amount),
    createdAt,
  });
}
