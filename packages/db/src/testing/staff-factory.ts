import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { hashSecret } from '../passwords.ts';
import { staff } from '../schema/index.ts';

export interface TestStaff {
  id: number;
  login: string;
  /** Null for a staff row that only names who acted (no sign-in). */
  password: string | null;
  totpSecret: string | null;
}

export interface TestStaffOptions {
  role?: 'operator' | 'admin';
  login?: string;
  /** Given: a real hash, for sign-in tests. Left out: a placeholder, fast, for rows that name who acted. */
  password?: string;
  /** The base32 TOTP secret (the API's tests make one with its own generator). */
  totpSecret?: string;
  /** Enrolled unless told otherwise (when a secret is given). */
  enrolled?: boolean;
}

/** A staff account, for every test that needs one: sign-in, roles, or only a `staffId` to record. */
export async function createTestStaff(db: Db, options: TestStaffOptions = {}): Promise<TestStaff> {
  const {
    role = 'operator',
    login = `st${randomBytes(4).toString('hex')}`,
    password,
    totpSecret,
    enrolled = true,
  } = options;
  const enrolledAt = totpSecret && enrolled ? new Date(0) : null;
  const [row] = await db
    .insert(staff)
    .values({
      login,
      role,
      passwordHash: password === undefined ? 'unused' : await hashSecret(password),
      totpSecret: totpSecret ?? null,
      totpConfirmedAt: enrolledAt,
      totpIssuedAt: enrolledAt,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { id: row.id, login, password: password ?? null, totpSecret: totpSecret ?? null };
}
