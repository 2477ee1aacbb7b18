-- Nor are the runs emptied at once.
CREATE OR REPLACE TRIGGER reconciliation_runs_no_truncate BEFORE TRUNCATE ON reconciliation_runs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
