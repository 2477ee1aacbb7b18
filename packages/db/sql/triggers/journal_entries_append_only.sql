-- Journal entries are never edited or removed: a correction is a new entry.
CREATE OR REPLACE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
