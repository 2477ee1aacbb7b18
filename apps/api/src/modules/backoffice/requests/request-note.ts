import { eq } from 'drizzle-orm';
import { members, type Db } from '@haneul/db';
import { insertNotes } from '../support/notes.queries.ts';
import { requestNoteText, type RequestOutcome } from './request-note-texts.ts';

/**
 * Tells the member by note that the desk completed or cancelled their request, in the language
 * they last signed in with; written in the move's transaction, so a move that rolls back leaves
 * no note behind.
 */
export async function sendRequestNote(
  tx: Db,
  {
    memberId,
    outcome,
    amount,
    now,
  }: { memberId: number; outcome: RequestOutcome; amount: number; now: Date },
): Promise<void> {
  const [member] = await tx
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, memberId));
  const { title, contents } = requestNoteText(outcome, amount, member?.language ?? 'ko');
  await insertNotes(tx, { audience: { kind: 'member', memberId }, title, contents, now });
}
