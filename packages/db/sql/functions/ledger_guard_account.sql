-- Guards ledger_accounts (trigger ledger_accounts_guard): accounts start at balance 0, never change
-- owner, kind or provider (that would move their postings' history with them), and a balance
-- changes only from inside the posting trigger (trigger depth > 1).
CREATE OR REPLACE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'ledger: account % must start at balance 0', NEW.id
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.kind <> OLD.kind
     OR NEW.provider_code <> OLD.provider_code THEN
    RAISE EXCEPTION 'ledger: account % cannot change owner, kind or provider', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.balance <> OLD.balance AND pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'ledger: balance of account % changes only through postings', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
