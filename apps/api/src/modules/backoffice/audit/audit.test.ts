import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog } from '@haneul/db';
import { databaseErrorOf } from '@haneul/server-kit/database';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';
import { recordAudit } from './audit.service.ts';

describe.each(TEST_ENGINES)('the audit log on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const actor = () => ({ staffId: operator.id, ip: '10.3.0.1', now: t.clock() });
  const rowsFor = async (targetId: string) =>
    (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, targetId)))[0]?.n;

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await recordAudit(db(), actor(), {
      action: 'test.write',
      targetType: 'test',
      targetId: 'append-only',
      after: { a: 1 },
    });
    for (const statement of [
      sql`update audit_log set action = 'forged' where target_id = 'append-only'`,
      sql`delete from audit_log where target_id = 'append-only'`,
      sql`truncate audit_log`,
    ]) {
      const error = await db()
        .execute(statement)
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(databaseErrorOf(error)?.code).toBe('23000');
    }
    expect(await rowsFor('append-only')).toBe(1);
  });

  it('commits with the change or not at all: a change that fails after its audit row leaves no row', async () => {
    const failing = db().transaction(async (tx) => {
      await recordAudit(tx, actor(), { action: 'test.write', targetType: 'test', targetId: 'rolled-back' });
      throw new Error('the change failed after the audit row was written');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await rowsFor('rolled-back')).toBe(0);
  });

  it('records who, what, the target, before and after, when and from where; staff read it through the API', async () => {
    const created = await callEndpoint(t, 'notices.create', {
      token: operator.token,
      ip: '10.3.0.9',
      body: { title: '감사 기록', contents: '내용' },
    });
    const noticeId = created.json().data.id;
    const list = await callEndpoint(t, 'audit.list', {
      token: operator.token,
      query: { targetType: 'notice', targetId: String(noticeId) },
    });
    expect(list.json()).toMatchObject({
      total: 1,
      data: [
        {
          staffId: operator.id,
          staffLogin: operator.login,
          action: 'notice.create',
          targetType: 'notice',
          targetId: String(noticeId),
          before: null,
          after: { id: noticeId, title: '감사 기록' },
          ip: '10.3.0.9',
          createdAt: t.clock().toISOString(),
        },
      ],
    });
    const one = await callEndpoint(t, 'audit.get', {
      params: { id: list.json().data[0].id },
      token: operator.token,
    });
    expect(one.json().data.action).toBe('notice.create');
    const byStaff = await callEndpoint(t, 'audit.list', {
      token: operator.token,
      query: { staffId: operator.id, from: '2026-11-22', to: '2026-11-22' },
    });
    expect(byStaff.json().total).toBeGreaterThanOrEqual(1);
  });

  it('writes no row for a change the API refuses', async () => {
    const before = (await db().select({ n: count() }).from(auditLog))[0]?.n;
    const refused = await callEndpoint(t, 'notices.update', {
      params: { id: 987_654 },
      token: operator.token,
      body: { title: 'x', contents: 'y' },
    });
    expect(refused.statusCode).toBe(404);
    const invalid = await callEndpoint(t, 'notices.create', {
      token: operator.token,
      body: { title: '', contents: 'y' },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await db().select({ n: count() }).from(auditLog))[0]?.n).toBe(before);
  });
});
