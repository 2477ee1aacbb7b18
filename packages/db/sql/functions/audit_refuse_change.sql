-- Append-only tables outside the ledger: the audit log (whatever a staff member did stays recorded),
-- the reconciliation runs (what a run found stays as it found it) and the protection reviews (what
-- staff did about a member's markers of harm). Triggers audit_log_*, reconciliation_runs_* and
-- protection_reviews_* refuse UPDATE, DELETE and TRUNCATE with it.
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
