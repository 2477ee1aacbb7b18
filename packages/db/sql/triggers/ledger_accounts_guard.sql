-- Balances move only through postings; accounts keep their owner, kind and provider.
CREATE OR REPLACE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
