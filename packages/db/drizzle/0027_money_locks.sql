CREATE TABLE "money_locks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"level" integer,
	"reason" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" bigint,
	CONSTRAINT "money_locks_scope" CHECK ("money_locks"."scope" in ('member', 'level', 'site')),
	CONSTRAINT "money_locks_kind" CHECK ("money_locks"."kind" in ('deposit', 'withdraw')),
	CONSTRAINT "money_locks_target" CHECK (("money_locks"."member_id" is not null) = ("money_locks"."scope" = 'member') and ("money_locks"."level" is not null) = ("money_locks"."scope" = 'level')),
	CONSTRAINT "money_locks_lifted" CHECK (("money_locks"."lifted_at" is null) = ("money_locks"."lifted_by" is null)),
	CONSTRAINT "money_locks_reason" CHECK (length("money_locks"."reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "member_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "member_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_locks" ADD CONSTRAINT "money_locks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_locks" ADD CONSTRAINT "money_locks_level_levels_level_fk" FOREIGN KEY ("level") REFERENCES "public"."levels"("level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_locks" ADD CONSTRAINT "money_locks_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_locks" ADD CONSTRAINT "money_locks_lifted_by_staff_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_locks_one_active" ON "money_locks" USING btree ("kind","scope",coalesce("member_id", "level", 0)) WHERE "money_locks"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "money_locks_member" ON "money_locks" USING btree ("member_id");