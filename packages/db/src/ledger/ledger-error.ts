/** Why the ledger refused an entry; callers map these to their own answers (balance, duplicate...). */
export type TLedgerErrorCode = 'unbalanced' | 'insufficient_funds' | 'duplicate' | 'no_account';

/** What the ledger knew when it refused: the account that would go negative, the entry already there. */
export interface LedgerErrorDetails {
  accountId?: number;
  balance?: number;
  /** For `duplicate`: the entry that already holds the idempotency key. */
  entryId?: number;
}

/**
 * The one error the ledger throws for a refused entry. It is thrown before anything is written, so
 * the caller's transaction stays usable (it may record the refusal and commit).
 */
export class LedgerError extends Error {
  readonly code: TLedgerErrorCode;
  readonly details: LedgerErrorDetails;

  constructor(code: TLedgerErrorCode, details: LedgerErrorDetails = {}) {
    super(`ledger: ${code}${Object.keys(details).length ? ` ${JSON.stringify(details)}` : ''}`);
    this.name = 'LedgerError';
    this.code = code;
    this.details = details;
  }
}

/** True when `error` is a LedgerError, optionally of the given code. */
export function isLedgerError(error: unknown, code?: TLedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
