import { describe, expect, it } from 'vitest';
import { ZRegisterBody } from './user.ts';

const reasons = (body: unknown) =>
  (ZRegisterBody.safeParse(body).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}:${issue.message}`,
  );

describe('ZRegisterBody', () => {
  it('reports a password mismatch together with the other fields’ errors', () => {
    const found = reasons({ userId: 'newbie01', password: 'abcd1234!', passwordConfirm: 'abcd1234?' });
    expect(found).toContain('passwordConfirm:password_mismatch');
    expect(found).toContain('agree:terms_required');
  });

  it('compares the passwords only once both are well formed', () => {
    expect(reasons({ userId: 'newbie01', password: 'a', passwordConfirm: 'b' })).not.toContain(
      'passwordConfirm:password_mismatch',
    );
  });
});
