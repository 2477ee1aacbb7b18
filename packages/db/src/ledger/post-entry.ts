import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { TEntryKind } from '../schema/index.ts';
import { LedgerError } from './ledger-error.ts';
import { accountId, entryId, won, type AccountId, type EntryId, type Won } from './units.ts';
import { netPostings, type PostingInput } from './validate-postings.ts';

export interface PostEntryInput {
  kind: TEntryKind;
  /** The member the entry is about (their money history). */
  memberId?: number | null;
  /** A provider transaction id, a request completion...: the same key never lands twice. */
  idempotencyKey?: string | null;
  memo?: string;
  /** When the entry happened; the database's clock when omitted (an injected clock passes its own). */
  createdAt?: Date;
  postings: PostingInput[];
}

export interface PostEntryResult {
  entryId: EntryId;
  /** The new balance of every member account the entry touched, by account id. */
  balances: Map<AccountId, Won>;
}

/** A row of `ledger_post` (sql/functions/ledger_post.sql); int8 arrives as a string from node-postgres. */
interface LedgerPostRow extends Record<string, unknown> {
  status: 'ok' | 'balance' | 'no_account' | 'insufficient_funds' | 'duplicate';
  entry_id: string | number | null;
  account_id: string | number | null;
  balance: string | number | null;
}

const toNumber = (value: string | number | null) => (value === null ? undefined : Number(value));

/**
 * The one way TypeScript moves money, kept inside the ledger folder: everything else calls a named
 * movement (movements/), which builds its own postings. The member accounts are locked
 * (`select ... for update`, ascending id, so two entries never wait on each other in a cycle)
 * before their balances are checked. Called with a transaction, the locks last until it ends, so
 * the caller's other writes (a request row, a state change) commit with the entry or not at all;
 * called with a plain handle, the entry is one statement and so its own transaction — the cheap
 * path for a movement that stands alone.
 *
 * The postings are checked here; the database function `ledger_post` then locks, checks balances
 * and idempotency, and writes, in one round trip. Every refusal (`unbalanced`, `no_account`,
 * `insufficient_funds`, `duplicate`) is a LedgerError thrown before anything is written, so the
 * caller's transaction stays usable. House accounts are never locked or updated (hot-account rule).
 */
export async function postEntry(db: Db, input: PostEntryInput): Promise<PostEntryResult> {
  netPostings(input.postings);
  const sorted = [...input.postings].sort((a, b) => a.accountId - b.accountId);
  const accounts = `{${sorted.map((posting) => posting.accountId).join(',')}}`;
  const amounts = `{${sorted.map((posting) => posting.amount).join(',')}}`;
  const { rows } = await db.execute<LedgerPostRow>(sql`
    select status, entry_id, account_id, balance from ledger_post(
      ${input.kind}, ${input.memberId ?? null}, ${input.idempotencyKey ?? null}, ${input.memo ?? ''},
      ${input.createdAt?.toISOString() ?? null}::timestamptz, ${accounts}::bigint[], ${amounts}::bigint[])`);
  const [outcome, ...balanceRows] = rows;
  if (!outcome) throw new Error('ledger_post answered nothing');
  if (outcome.status === 'duplicate') {
    const entryId = toNumber(outcome.entry_id);
    throw new LedgerError('duplicate', entryId === undefined ? {} : { entryId });
  }
  if (outcome.status === 'no_account') throw new LedgerError('no_account');
  if (outcome.status === 'insufficient_funds') {
    throw new LedgerError('insufficient_funds', {
      accountId: toNumber(outcome.account_id),
      balance: toNumber(outcome.balance),
    });
  }
  const balances = new Map<AccountId, Won>();
  for (const row of balanceRows) balances.set(accountId(Number(row.account_id)), won(Number(row.balance)));
  return { entryId: entryId(Number(outcome.entry_id)), balances };
}
