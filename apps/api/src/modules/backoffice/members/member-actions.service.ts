import { randomInt } from 'node:crypto';
import { hashSecret, type Db } from '@haneul/db';
import { conflict } from '../../../lib/api-errors.ts';
import type { Actor } from '../actor.ts';
import { changeMember } from './members.service.ts';
import { revokeAllSessions, setMemberFields } from './members.queries.ts';

/** Suspends the member and ends every session at once (member site and agent page). */
export function suspendMember(db: Db, { actor, id, reason }: { actor: Actor; id: number; reason: string }) {
  return changeMember(db, { actor, id, action: 'member.suspend', detail: { reason } }, async (tx, locked) => {
    if (locked.state === 'suspended') throw conflict('already');
    await setMemberFields(tx, id, { state: 'suspended' });
    await revokeAllSessions(tx, id, actor.now);
  });
}

export function unsuspendMember(
  db: Db,
  { actor, id, reason }: { actor: Actor; id: number; reason?: string | undefined },
) {
  return changeMember(
    db,
    { actor, id, action: 'member.unsuspend', detail: { reason: reason ?? '' } },
    async (tx, locked) => {
      if (locked.state === 'active') throw conflict('already');
      await setMemberFields(tx, id, { state: 'active' });
    },
  );
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so it can be read out over the phone. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password, answered once and never stored in the clear or written to the audit log.
 * The member's sessions end, so whoever held the account is signed out; it signs in once and that
 * session must change it before anything else (the answer to a `password_help` ticket).
 */
export async function resetMemberPassword(db: Db, { actor, id }: { actor: Actor; id: number }) {
  const temporaryPassword = Array.from(
    { length: 12 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
  const passwordHash = await hashSecret(temporaryPassword);
  await changeMember(db, { actor, id, action: 'member.reset_password' }, async (tx) => {
    await setMemberFields(tx, id, { passwordHash, passwordTemporary: 'issued' });
    await revokeAllSessions(tx, id, actor.now);
  });
  return { data: { temporaryPassword } };
}
