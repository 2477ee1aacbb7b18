-- Ledger rules the database enforces, so that no code path (ours, a script, a psql session) can
-- bypass them. Member balances move only through postings; entries balance; the journal is
-- append-only. Every statement is separated by a breakpoint because PGlite runs one per query.

-- Postings move member balances. House accounts are skipped on purpose (hot-account rule): their
-- balance is the sum of their postings, so a bet never waits on one shared house row.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount
   WHERE id = NEW.account_id AND member_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint

-- Balances change only from inside the posting trigger (trigger depth > 1), accounts start at 0,
-- and an account never changes owner or kind (that would move its postings' history with it).
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint

-- Double entry: at commit, every entry touched has at least two postings summing to zero.
-- Deferred, so an entry and its postings can be written by separate statements.
CREATE FUNCTION ledger_assert_entry_balanced(entry bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_postings WHERE entry_id = entry;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger: journal entry % is unbalanced (% postings, sum %)', entry, n, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_posting_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_entry_balanced(NEW.entry_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_entry();
--> statement-breakpoint
-- An entry written without any posting would escape the check above: catch it from the entry side.
CREATE FUNCTION ledger_check_new_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_entry_balanced(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_new_entry();
--> statement-breakpoint

-- The journal is append-only: corrections are new entries, never edits.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
