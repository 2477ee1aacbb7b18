import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshIp, freshName, memberCount } from './user.test-helper.ts';

const registration = () => {
  const name = freshName('thr');
  return {
    userId: name,
    password: 'Seoul-harbor-lantern-42',
    passwordConfirm: 'Seoul-harbor-lantern-42',
    nick: `닉${name}`,
    phone: '010-2222-3333',
    bankname: '신한은행',
    bankOwner: '김하늘',
    banknum: '110-222-333444',
    exchangePassword: '7315',
    birthDate: '1995-05-05',
    agree: true,
  };
};

/**
 * The audit's finding: the id and nick look-ups and registration answered any number of calls, so
 * one address could list who is a member and fill the member table. Each address now has a budget
 * per 10 minutes (address-throttle.ts), kept in the database for every API instance.
 */
describe.each(TEST_ENGINES)('public registration calls are throttled per address on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('answers 30 id and nick look-ups from an address, then time with retryAfter', async () => {
    const ip = freshIp();
    const statuses: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await t.call('check-user-id', { userId: `look${i}up` }, { ip })).json().status);
      statuses.push((await t.call('check-user-nick', { nick: `조회${i}` }, { ip })).json().status);
    }
    expect(statuses.every((status) => status === 'success')).toBe(true);
    const refused = await t.call('check-user-id', { userId: 'onemore1' }, { ip });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status: 'time', retryAfter: 600 });
    expect((await t.call('check-user-nick', { nick: '한번더' }, { ip })).json().status).toBe('time');
    expect((await t.call('check-user-id', { userId: 'onemore1' }, { ip: freshIp() })).json()).toEqual({
      status: 'success',
    });
    t.clock.advance(10 * 60_000);
    expect((await t.call('check-user-id', { userId: 'onemore1' }, { ip })).json().status).toBe('success');
  });

  it('registers 10 members from an address in 10 minutes, then answers time without creating one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await t.call('user-register', registration(), { ip })).json()).toEqual({ status: 'success' });
    }
    const before = await memberCount(t.database.db);
    const refused = await t.call('user-register', registration(), { ip });
    expect(refused.json()).toMatchObject({ status: 'time' });
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(await memberCount(t.database.db)).toBe(before);
    expect((await t.call('user-register', registration(), { ip: freshIp() })).json().status).toBe('success');
  });
});
