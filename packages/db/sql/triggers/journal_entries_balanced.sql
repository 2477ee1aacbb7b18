-- At commit, every new journal entry has postings (ledger_check_new_entry): an entry written
-- without any escapes the statement check on postings. Deferred, so an entry and its postings may
-- be written by separate statements.
-- PostgreSQL cannot CREATE OR REPLACE a constraint trigger: it is dropped and made again, in the
-- transaction that applies every definition, so no entry is ever written without it.
DROP TRIGGER IF EXISTS journal_entries_balanced ON journal_entries;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_new_entry();
