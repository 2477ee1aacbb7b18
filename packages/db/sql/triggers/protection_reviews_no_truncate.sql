-- Nor are the reviews emptied at once.
CREATE OR REPLACE TRIGGER protection_reviews_no_truncate BEFORE TRUNCATE ON protection_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
