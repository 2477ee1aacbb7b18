export * from './ledger-error.ts';
export * from './accounts.ts';
export * from './validate-postings.ts';
export * from './post-entry.ts';
export * from './member-balances.ts';
export * from './check-ledger.ts';
