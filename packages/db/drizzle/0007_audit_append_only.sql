-- The audit log is append-only, like the journal: whatever a staff member did stays recorded, and
-- no code path (ours, a script, a psql session) can edit or remove a row. Each row is written in
-- the transaction of the change it describes, so a change that rolls back leaves no row either.
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit: % is append-only (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
-- Staff made before enrolment existed (the demo seed's admin and operator) already hold a secret
-- they use: they count as enrolled, so their sign-in keeps working.
UPDATE staff SET totp_confirmed_at = created_at, totp_issued_at = created_at
 WHERE totp_secret IS NOT NULL AND totp_confirmed_at IS NULL;
