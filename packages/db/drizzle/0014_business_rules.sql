CREATE TABLE "staff_adjustment_days" (
	"staff_id" bigint NOT NULL,
	"day" date NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "staff_adjustment_days_staff_id_day_pk" PRIMARY KEY("staff_id","day"),
	CONSTRAINT "staff_adjustment_days_total" CHECK ("staff_adjustment_days"."total" between 0 and 9007199254740991)
);
--> statement-breakpoint
-- Agent domains take effect only once staff approve them: each request gets its own id (a refused
-- one no longer holds the domain), and the domains claimed before this rule wait for review as
-- `pending`, since nobody checked them.
ALTER TABLE "agent_domains" DROP CONSTRAINT "agent_domains_pkey";--> statement-breakpoint
ALTER TABLE "agent_domains" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "agent_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "agent_domains" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_domains" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_domains" ADD COLUMN "decided_by" bigint;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD COLUMN "member_session_id" bigint;--> statement-breakpoint
ALTER TABLE "staff_adjustment_days" ADD CONSTRAINT "staff_adjustment_days_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_domains" ADD CONSTRAINT "agent_domains_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_member_session_id_sessions_id_fk" FOREIGN KEY ("member_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_domains_live" ON "agent_domains" USING btree ("domain") WHERE "agent_domains"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "agent_domains_agent" ON "agent_domains" USING btree ("agent_id","domain");--> statement-breakpoint
CREATE INDEX "agent_domains_state" ON "agent_domains" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "agent_domains" ADD CONSTRAINT "agent_domains_decided" CHECK (("agent_domains"."state" = 'pending') = ("agent_domains"."decided_at" is null));