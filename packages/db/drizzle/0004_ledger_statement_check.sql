-- The posting-side balance check, once per statement instead of once per posting row at commit:
-- after any INSERT into ledger_postings, every entry it touched must have two or more postings
-- summing to zero. All of an entry's postings are written by one statement (ledger_post), and a
-- posting added later to an old entry is refused here at once. The deferred check on
-- journal_entries (migration 0001) still catches an entry left without postings.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_check_posting_entry();
--> statement-breakpoint
CREATE FUNCTION ledger_check_posted_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
BEGIN
  -- One indexed check per entry: a join against the transition table (which has no statistics)
  -- would let the planner scan every posting ever written.
  FOR v_entry IN SELECT DISTINCT n.entry_id FROM new_postings n LOOP
    PERFORM ledger_assert_entry_balanced(v_entry);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_posted_entries();
