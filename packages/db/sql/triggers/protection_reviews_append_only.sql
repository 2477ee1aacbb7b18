-- A review of a member's markers of harm stays as it was written, like the audit log.
CREATE OR REPLACE TRIGGER protection_reviews_append_only BEFORE UPDATE OR DELETE ON protection_reviews
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
