import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestMember,
  fundTestMember,
  TEST_ENGINES,
  type TestDatabase,
} from '@haneul/db/testing';
import type { Db } from '@haneul/db';
import { createProvider } from '../../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  callEndpoint,
  createStaffAccount,
  recordPlay,
  signedInStaff,
} from '../testing/backoffice.test-helper.ts';

/**
 * A funded member, a bet of 7,000 and an audit row, written to `db` only: which database a screen read shows in its
 * answer. Staff sign in on the primary either way (sessions are never read from the replica).
 */
async function writeHistory(db: Db, label: string, now: Date): Promise<void> {
  const { code } = await createProvider(db);
  const member = await createTestMember(db);
  await fundTestMember(db, member.id, 10_000, 'cash');
  await recordPlay(db, {
    memberId: member.id,
    providerCode: code,
    kind: 'bet',
    amount: 7_000,
    createdAt: now,
  });
  const staff = await createStaffAccount(db);
  await recordAudit(
    db,
    { staffId: staff.id, ip: '127.0.0.1', now },
    {
      action: 'test.write',
      targetType: 'test',
      targetId: label,
    },
  );
}

describe.each(TEST_ENGINES)('reads that may lag, on %s', (engine) => {
  describe('without a replica', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      token = (await signedInStaff(t)).token;
      await writeHistory(t.database.db, 'primary', t.clock());
    });
    afterAll(async () => {
      await t?.destroy();
    });

    it('reads reports, bets and the audit log from the primary', async () => {
      const daily = await callEndpoint(t, 'reports.daily', { token });
      expect(daily.json().data.at(-1)).toMatchObject({ day: '2026-11-22', bets: 7_000 });
      const bets = await callEndpoint(t, 'bets.list', { token });
      expect(bets.json().total).toBe(1);
      const audit = await callEndpoint(t, 'audit.list', { token, query: { action: 'test.write' } });
      expect(audit.json().data.map((row: { targetId: string }) => row.targetId)).toEqual(['primary']);
    });

    it('says there is no replica to lag', async () => {
      const res = await callEndpoint(t, 'replica.get', { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ id: 'replica', configured: false, lagSeconds: null, lagBytes: null });
    });
  });

  describe('with a replica', () => {
    let t: TestApp;
    let replica: TestDatabase;
    let token: string;
    beforeAll(async () => {
      // Another database stands in for the replica: what it holds and the primary does not shows
      // which one a read went to.
      replica = await createTestDatabase(engine);
      t = await createTestApp(engine, { replicaDb: replica.db });
      token = (await signedInStaff(t)).token;
      await writeHistory(replica.db, 'replica', t.clock());
    });
    afterAll(async () => {
      await t?.destroy();
      await replica?.destroy();
    });

    it('reads reports, their CSV, bets and the audit log from the replica', async () => {
      const daily = await callEndpoint(t, 'reports.daily', { token });
      expect(daily.json().data.at(-1)).toMatchObject({ day: '2026-11-22', bets: 7_000 });
      const csv = await callEndpoint(t, 'reports.dailyCsv', { token });
      expect(csv.body.split('\r\n').find((line) => line.startsWith('2026-11-22'))).toContain('7000');
      const bets = await callEndpoint(t, 'bets.list', { token });
      expect(bets.json()).toMatchObject({ total: 1, data: [{ amount: 7_000 }] });
      const audit = await callEndpoint(t, 'audit.list', { token, query: { action: 'test.write' } });
      expect(audit.json().data.map((row: { targetId: string }) => row.targetId)).toEqual(['replica']);
      const entry = await callEndpoint(t, 'audit.get', { token, params: { id: audit.json().data[0].id } });
      expect(entry.json().data.targetId).toBe('replica');
    });

    it('reads what a write reads back from the primary: members and their money', async () => {
      const members = await callEndpoint(t, 'members.list', { token });
      expect(members.json().total).toBe(0);
      const money = await callEndpoint(t, 'money.list', { token });
      expect(money.json().total).toBe(0);
    });

    it('answers the lag of a server that is not replaying as unknown', async () => {
      const res = await callEndpoint(t, 'replica.get', { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ id: 'replica', configured: true, lagSeconds: null, lagBytes: null });
    });
  });
});
