CREATE TABLE "reconciliation_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"games_checked" boolean NOT NULL,
	"drift" jsonb NOT NULL,
	"clean" boolean NOT NULL,
	CONSTRAINT "reconciliation_runs_times" CHECK ("reconciliation_runs"."finished_at" >= "reconciliation_runs"."started_at")
);
--> statement-breakpoint
CREATE INDEX "reconciliation_runs_finished" ON "reconciliation_runs" USING btree ("finished_at");--> statement-breakpoint
-- What a run found stays as it found it, like the audit log: the refusal of migration 0007.
CREATE TRIGGER reconciliation_runs_append_only BEFORE UPDATE OR DELETE ON reconciliation_runs
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER reconciliation_runs_no_truncate BEFORE TRUNCATE ON reconciliation_runs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
