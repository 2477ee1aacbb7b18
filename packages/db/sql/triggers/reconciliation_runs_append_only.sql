-- What a reconciliation run found stays as it found it, like the audit log.
CREATE OR REPLACE TRIGGER reconciliation_runs_append_only BEFORE UPDATE OR DELETE ON reconciliation_runs
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
