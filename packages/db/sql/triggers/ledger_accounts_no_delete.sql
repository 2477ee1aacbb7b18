-- Accounts outlive everything posted to them.
CREATE OR REPLACE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_account_delete();
