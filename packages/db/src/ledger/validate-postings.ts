import { LedgerError } from './ledger-error.ts';

/** One line of an entry: a signed amount in whole won on one account. */
export interface PostingInput {
  accountId: number;
  amount: number;
}

/**
 * Checks an entry's postings before anything touches the database, and returns the net change per
 * account in ascending account order (the lock order). Whole won only: a fraction, zero, an unsafe
 * integer, fewer than two postings or a non-zero sum is `unbalanced`; a malformed id is `no_account`.
 */
export function netPostings(postings: readonly PostingInput[]): Map<number, number> {
  if (postings.length < 2) throw new LedgerError('unbalanced');
  // BigInt: the sum of many safe integers can leave the range where `number` is exact.
  let sum = 0n;
  const net = new Map<number, number>();
  for (const { accountId, amount } of postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      throw new LedgerError('no_account', { accountId });
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError('unbalanced', { accountId });
    sum += BigInt(amount);
    net.set(accountId, (net.get(accountId) ?? 0) + amount);
  }
  if (sum !== 0n) throw new LedgerError('unbalanced');
  return new Map([...net.entries()].sort(([a], [b]) => a - b));
}
