import type { AuthProvider } from 'react-admin';
import type { TStaffRole } from '@haneul/contract';
import type { ApiClient } from './api-client';
import type { TStoredStaffSession } from './staff-session';
import { isLive, type TokenStore } from './token-store';

/** What the login page submits; `enrol` confirms a new authenticator instead of a plain sign-in. */
export interface StaffLoginParams {
  loginId: string;
  password: string;
  otp: string;
  enrol?: boolean;
}

interface StatusError {
  status?: number;
}

/**
 * Staff sign-in for react-admin: id, password and TOTP code answer an 8-hour bearer token, kept in
 * sessionStorage. A 401 from any endpoint means the session ended (expired, revoked, disabled):
 * forget it and go to the login page. A 403 only means this role may not do that one thing.
 */
export function createStaffAuthProvider(
  client: ApiClient,
  store: TokenStore<TStoredStaffSession>,
  now: () => Date = () => new Date(),
): AuthProvider {
  const live = () => {
    const session = store.read();
    return isLive(session, now()) ? session : undefined;
  };
  return {
    async login({ loginId, password, otp, enrol }: StaffLoginParams) {
      const body = { loginId, password, otp };
      const answer = await client.call(enrol ? 'auth.enrolConfirm' : 'auth.login', { body });
      store.write({ token: answer.token, expiresAt: answer.expiresAt, staff: answer.staff });
    },
    async logout() {
      if (live()) await client.call('auth.logout').catch(() => undefined);
      store.clear();
    },
    async checkAuth() {
      if (!live()) {
        store.clear();
        throw new Error('ra.auth.auth_check_error');
      }
    },
    async checkError(error: StatusError) {
      if (error?.status === 401) {
        store.clear();
        throw new Error('ra.notification.logged_out');
      }
    },
    async getIdentity() {
      const session = live();
      if (!session) throw new Error('ra.auth.auth_check_error');
      return { id: session.staff.id, fullName: session.staff.login, role: session.staff.role };
    },
    async getPermissions(): Promise<TStaffRole | undefined> {
      return live()?.staff.role;
    },
  };
}
