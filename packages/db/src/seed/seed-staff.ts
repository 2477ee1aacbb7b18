import { hashSecret } from '../passwords.ts';
import { staff } from '../schema/index.ts';
import { firstRow, type SeedContext } from './seed-context.ts';

/**
 * Demo staff logins (docs/demo-data.md#staff). The TOTP secrets are public demo values, never for
 * production.
 */
export const DEMO_STAFF = [
  { login: 'admin', password: 'admin1234!', role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXP' },
  { login: 'operator', password: 'operator1234!', role: 'operator', totpSecret: 'KRSXG5CTMVRXEZLU' },
] as const;

/** The staff accounts by login, for the steps that sign replies and requests. */
export interface SeededStaff {
  admin: number;
  operator: number;
}

/** Inserts the admin and the operator, enrolled: their authenticators already hold the demo secrets. */
export async function seedStaff({ tx, now }: SeedContext): Promise<SeededStaff> {
  const ids: Record<string, number> = {};
  for (const { login, password, role, totpSecret } of DEMO_STAFF) {
    const rows = await tx
      .insert(staff)
      .values({
        login,
        role,
        totpSecret,
        totpConfirmedAt: now,
        totpIssuedAt: now,
        passwordHash: await hashSecret(password),
      })
      .returning({ id: staff.id });
    ids[login] = firstRow(rows, `staff ${login}`).id;
  }
  return { admin: ids.admin ?? 0, operator: ids.operator ?? 0 };
}
