import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createStaffAuthProvider } from './staff-auth-provider';
import { ZStoredStaffSession } from './staff-session';
import { createTokenStore } from './token-store';

/** sessionStorage's surface, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = new Date('2026-11-23T03:00:00Z');
const session = {
  status: 'success',
  token: 'tok-1',
  expiresAt: '2026-11-23T11:00:00.000Z',
  staff: { id: 1, login: 'admin', role: 'admin' },
};

function setup(answer: { status: number; body: unknown }) {
  const sent: string[] = [];
  const storage = new MemoryStorage();
  const store = createTokenStore('session', ZStoredStaffSession, storage);
  const fetch = (async (url: string) => {
    sent.push(url);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ token: () => store.read()?.token, fetch });
  return { sent, storage, store, auth: createStaffAuthProvider(client, store, () => NOW) };
}

describe('staff auth provider', () => {
  it('signs in with id, password and code, and keeps the session for this tab', async () => {
    const { auth, store, sent } = setup({ status: 200, body: session });
    await auth.login({ loginId: 'admin', password: 'admin1234!', otp: '123456' });
    expect(sent).toEqual(['/backoffice/api/auth/login']);
    expect(store.read()).toEqual({ token: 'tok-1', expiresAt: session.expiresAt, staff: session.staff });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(await auth.getIdentity!()).toMatchObject({ id: 1, fullName: 'admin' });
  });

  it('confirms a new authenticator through the enrolment endpoint', async () => {
    const { auth, sent } = setup({ status: 200, body: session });
    await auth.login({ loginId: 'new.staff', password: 'longpassword', otp: '123456', enrol: true });
    expect(sent).toEqual(['/backoffice/api/auth/enrol/confirm']);
  });

  it('passes the API’s refusal on to the login page (an enrolment is needed)', async () => {
    const { auth, store } = setup({ status: 409, body: { status: 'enrol' } });
    await expect(auth.login({ loginId: 'x', password: 'y', otp: '000000' })).rejects.toMatchObject({
      body: { status: 'enrol' },
    });
    expect(store.read()).toBeUndefined();
  });

  it('ends the session on a 401 from any screen, but not on a 403', async () => {
    const { auth, store } = setup({ status: 200, body: session });
    await auth.login({ loginId: 'admin', password: 'admin1234!', otp: '123456' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(store.read()).toBeDefined();
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(store.read()).toBeUndefined();
  });

  it('treats an expired or malformed stored session as signed out', async () => {
    const { auth, store, storage } = setup({ status: 200, body: {} });
    store.write({
      token: 't',
      expiresAt: '2026-11-23T02:59:59.000Z',
      staff: { id: 1, login: 'a', role: 'admin' },
    });
    await expect(auth.checkAuth({})).rejects.toThrow();
    storage.setItem('session', '{not json');
    expect(store.read()).toBeUndefined();
    expect(storage.getItem('session')).toBeNull();
  });
});
