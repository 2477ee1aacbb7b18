-- Accounts are never deleted (trigger ledger_accounts_no_delete): postings check that their account
-- exists only when written, which is as strong as a foreign key only while nothing is removed.
CREATE OR REPLACE FUNCTION ledger_refuse_account_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: account % cannot be deleted', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
