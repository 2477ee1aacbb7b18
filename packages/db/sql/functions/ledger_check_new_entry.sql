-- An entry written without postings escapes ledger_apply_postings, so at commit each new entry must
-- have one (trigger journal_entries_balanced); the postings it has were checked when written.
CREATE OR REPLACE FUNCTION ledger_check_new_entry() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger: journal entry % is unbalanced (0 postings, sum 0)', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  RETURN NULL;
END;
$$;
