import type { Db } from '../../client.ts';
import { isLedgerError } from '../ledger-error.ts';
import { postEntry, type PostEntryInput } from '../post-entry.ts';

/** Posts unless the key already landed (the round or bet was settled before): rewards land once. */
export async function postOnce(db: Db, input: PostEntryInput): Promise<void> {
  try {
    await postEntry(db, input);
  } catch (error) {
    if (!isLedgerError(error, 'duplicate')) throw error;
  }
}
