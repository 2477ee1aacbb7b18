import type { Db } from '@haneul/db';
import { findCredentialsByUserId } from '../user/member.queries.ts';
import { throttleAddress } from '../user/address-throttle.ts';
import { insertTicket } from './help.queries.ts';

/** The title a password-help ticket carries in the operators' queue. */
const PASS_HELP_TITLE = '비밀번호 찾기';

export interface PassHelpOptions {
  userId: string;
  phone: string;
  contents: string;
  ip: string;
  now: Date;
}

/**
 * Files a forgotten-password request as a ticket of the member the id names. An unknown id files
 * nothing but answers the same `success`, so the call tells no one who is a member; the address
 * limit keeps it from filling the queue.
 */
export async function writePassHelp(db: Db, options: PassHelpOptions) {
  const throttled = await throttleAddress(db, { kind: 'passHelp', ip: options.ip, now: options.now });
  if (throttled) return throttled;
  const member = await findCredentialsByUserId(db, options.userId);
  if (member) {
    await insertTicket(db, {
      memberId: member.id,
      kind: 'password_help',
      title: PASS_HELP_TITLE,
      contents: options.contents,
      contactPhone: options.phone,
      now: options.now,
    });
  }
  return { status: 'success' as const };
}
