import { contentLanguageTag } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { sendAutomaticNote } from '../../automatic-notes/index.ts';

/** A desk move the member is told about by note: the key of its template. */
export type RequestOutcome = 'deposit.complete' | 'deposit.cancel' | 'withdraw.complete' | 'withdraw.cancel';

/**
 * Tells the member by note that the desk completed or cancelled their request, from the operators'
 * template in the member's language, in the move's transaction.
 */
export function sendRequestNote(
  tx: Db,
  {
    memberId,
    outcome,
    amount,
    now,
  }: { memberId: number; outcome: RequestOutcome; amount: number; now: Date },
): Promise<void> {
  return sendAutomaticNote(tx, {
    memberId,
    key: outcome,
    values: (language) => ({ amount: new Intl.NumberFormat(contentLanguageTag(language)).format(amount) }),
    now,
  });
}
