import { randomInt } from 'node:crypto';
import {
  hashSecret,
  houseAccountId,
  isLedgerError,
  memberAccountId,
  postEntry,
  siteSettings,
  type Db,
} from '@haneul/db';
import { conflict, forbidden } from '../../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { changeMember, memberRecord } from './members.service.ts';
import { revokeAllSessions, setMemberFields } from './members.queries.ts';

/**
 * A manual correction through the ledger: the member's cash (or comp) against the house's
 * adjustment account, the reason as the entry's memo. Large corrections either way are for admins
 * (the `adjustmentAdminThreshold` setting). An overdraft moves nothing and answers 409 `balance`.
 */
export async function adjustBalance(
  db: Db,
  options: {
    actor: Actor;
    id: number;
    amount: number;
    account: 'cash' | 'comp';
    reason: string;
    requestId: string;
  },
) {
  const { actor, id, amount, account, reason, requestId } = options;
  const { adjustmentAdminThreshold } = await siteSettings(db);
  if (Math.abs(amount) > adjustmentAdminThreshold && actor.role !== 'admin') throw forbidden();
  return db.transaction(async (tx) => {
    await memberRecord(tx, id, actor.now);
    const memberAccount = await memberAccountId(tx, id, account);
    const house = await houseAccountId(tx, 'house_adjustment');
    try {
      const { entryId, balances } = await postEntry(tx, {
        kind: 'adjustment',
        memberId: id,
        idempotencyKey: `adjustment:${requestId}`,
        memo: reason,
        createdAt: actor.now,
        postings: [
          { accountId: memberAccount, amount },
          { accountId: house, amount: -amount },
        ],
      });
      const balance = balances.get(memberAccount) ?? 0;
      await recordAudit(tx, actor, {
        action: 'member.adjust',
        targetType: 'member',
        targetId: id,
        before: { account, balance: balance - amount },
        after: { account, balance, amount, reason, entryId },
      });
      return { data: { entryId, balance } };
    } catch (error) {
      if (isLedgerError(error, 'insufficient_funds')) throw conflict('balance');
      if (isLedgerError(error, 'duplicate')) throw conflict('already');
      throw error;
    }
  });
}

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
 * The member's sessions end, so whoever held the account is signed out.
 */
export async function resetMemberPassword(db: Db, { actor, id }: { actor: Actor; id: number }) {
  const temporaryPassword = Array.from(
    { length: 12 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
  const passwordHash = await hashSecret(temporaryPassword);
  await changeMember(db, { actor, id, action: 'member.reset_password' }, async (tx) => {
    await setMemberFields(tx, id, { passwordHash });
    await revokeAllSessions(tx, id, actor.now);
  });
  return { data: { temporaryPassword } };
}
