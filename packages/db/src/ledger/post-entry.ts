import { and, asc, eq, inArray, is, isNotNull, isNull } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { journalEntries, ledgerAccounts, ledgerPostings, type TEntryKind } from '../schema/index.ts';
import { LedgerError } from './ledger-error.ts';
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
  entryId: number;
  /** The new balance of every member account the entry touched, by account id. */
  balances: Map<number, number>;
}

/**
 * The one way money moves. Call it inside `db.transaction(...)`: the member accounts are locked
 * (`select ... for update`, ascending id, so two entries never wait on each other in a cycle) until
 * that transaction ends, which is what makes the balance check below race-free.
 *
 * Every refusal (`unbalanced`, `no_account`, `insufficient_funds`, `duplicate`) is a LedgerError
 * thrown before anything is written, so the caller's transaction stays usable. House accounts are
 * never locked or updated (hot-account rule); the database trigger moves member balances.
 */
export async function postEntry(tx: Db, input: PostEntryInput): Promise<PostEntryResult> {
  if (!is(tx, PgTransaction)) throw new Error('postEntry must be called inside db.transaction()');
  const net = netPostings(input.postings);
  const accountIds = [...net.keys()];

  const locked = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, accountIds), isNotNull(ledgerAccounts.memberId)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  await assertHouseAccounts(tx, accountIds, new Set(locked.map((row) => row.id)));

  const balances = new Map<number, number>();
  for (const { id, balance } of locked) {
    const next = balance + (net.get(id) ?? 0);
    if (next < 0) throw new LedgerError('insufficient_funds', { accountId: id, balance });
    balances.set(id, next);
  }

  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: input.kind,
      memberId: input.memberId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      memo: input.memo ?? '',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    // "Do nothing" instead of catching the unique violation: an error would abort the transaction.
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (!entry) throw new LedgerError('duplicate', await existingEntry(tx, input.idempotencyKey));

  const sorted = [...input.postings].sort((a, b) => a.accountId - b.accountId);
  await tx.insert(ledgerPostings).values(sorted.map((p) => ({ entryId: entry.id, ...p })));
  return { entryId: entry.id, balances };
}

/** Every account the entry names and that was not locked as a member account must be a house one. */
async function assertHouseAccounts(tx: Db, accountIds: number[], memberIds: Set<number>): Promise<void> {
  const rest = accountIds.filter((id) => !memberIds.has(id));
  if (rest.length === 0) return;
  const houses = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, rest), isNull(ledgerAccounts.memberId)));
  const found = new Set(houses.map((row) => row.id));
  const missing = rest.find((id) => !found.has(id));
  if (missing !== undefined) throw new LedgerError('no_account', { accountId: missing });
}

async function existingEntry(tx: Db, key: string | null | undefined): Promise<{ entryId?: number }> {
  if (!key) return {};
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, key));
  return row ? { entryId: row.id } : {};
}
