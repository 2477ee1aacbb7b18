-- One statement-level trigger checks what a statement posted and moves member balances: all of an
-- entry's postings are written by one statement (ledger_post, provider_ledger_entry).
CREATE OR REPLACE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
