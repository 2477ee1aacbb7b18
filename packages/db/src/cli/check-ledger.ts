import { checkLedger, isLedgerClean } from '../ledger/check-ledger.ts';
import { runCli } from './run-cli.ts';

/** `npm run db:check`: recomputes the ledger from its postings; exits 1 when anything is off. */
await runCli(async (database) => {
  const check = await checkLedger(database.db);
  console.log(`unbalanced entries:   ${check.unbalancedEntries}`);
  console.log(`mismatched accounts:  ${check.mismatchedAccounts}`);
  console.log(`negative accounts:    ${check.negativeAccounts}`);
  const clean = isLedgerClean(check);
  console.log(clean ? 'ledger OK' : 'LEDGER MISMATCH');
  return clean ? 0 : 1;
});
