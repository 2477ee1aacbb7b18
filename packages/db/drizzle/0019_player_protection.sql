CREATE TABLE "member_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"end_requested_at" timestamp with time zone,
	"corrected_by" bigint,
	"correction_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_exclusions_kind" CHECK ("member_exclusions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "member_exclusions_period" CHECK ("member_exclusions"."period" in ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
	CONSTRAINT "member_exclusions_time_out" CHECK ("member_exclusions"."kind" = 'self_exclusion' or "member_exclusions"."period" in ('24h', '7d', '30d'))
);
--> statement-breakpoint
CREATE TABLE "play_limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"amount" bigint,
	"previous" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "play_limits_kind" CHECK ("play_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "play_limits_period" CHECK ("play_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "play_limits_amount" CHECK ("play_limits"."amount" > 0 and ("play_limits"."pending_amount" is null or "play_limits"."pending_amount" > "play_limits"."amount")),
	CONSTRAINT "play_limits_pending" CHECK (("play_limits"."pending_from" is null) = ("play_limits"."pending_amount" is null and not "play_limits"."pending_removal") and not ("play_limits"."pending_removal" and "play_limits"."pending_amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "play_usage" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "play_usage_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "has_play_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_corrected_by_staff_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_events" ADD CONSTRAINT "play_limit_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_usage" ADD CONSTRAINT "play_usage_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exclusions_member" ON "member_exclusions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "play_limit_events_member" ON "play_limit_events" USING btree ("member_id","id");