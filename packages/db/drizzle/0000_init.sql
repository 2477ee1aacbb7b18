CREATE TABLE "agent_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rates" (
	"agent_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"rolling_bp" integer DEFAULT 0 NOT NULL,
	"loss_share_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_rates_range" CHECK ("agent_rates"."rolling_bp" between 0 and 10000 and "agent_rates"."loss_share_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "comp_rates" (
	"level" integer NOT NULL,
	"game_type" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "comp_rates_rate_range" CHECK ("comp_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"nick" text NOT NULL,
	"password_hash" text NOT NULL,
	"exchange_password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_owner" text NOT NULL,
	"bank_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"play_type" text DEFAULT 'user' NOT NULL,
	"agent_id" bigint,
	"agent_code" text,
	"state" text DEFAULT 'active' NOT NULL,
	"excluded_until" timestamp with time zone,
	"register_domain" text DEFAULT '' NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "staff_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text,
	"member_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"kind" text NOT NULL,
	"provider_code" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_kind" UNIQUE NULLS NOT DISTINCT("member_id","kind","provider_code"),
	CONSTRAINT "ledger_accounts_member_balance_non_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_house_balance_derived" CHECK ("ledger_accounts"."member_id" is not null or "ledger_accounts"."balance" = 0),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."member_id" is null) = ("ledger_accounts"."kind" like 'house_%')),
	CONSTRAINT "ledger_accounts_balance_safe" CHECK ("ledger_accounts"."balance" <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount" CHECK ("ledger_postings"."amount" <> 0 and abs("ledger_postings"."amount") <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"staff_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" bigint,
	"depositor_name" text NOT NULL,
	CONSTRAINT "deposit_requests_amount" CHECK ("deposit_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"staff_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" bigint,
	"hold_entry_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"bank_owner" text NOT NULL,
	"bank_number" text NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdraw_requests_amount" CHECK ("withdraw_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "help_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"staff_id" bigint,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "help_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"domains" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_color" text DEFAULT '#f5c453' NOT NULL,
	"contents_html" text NOT NULL,
	"domains" text DEFAULT '' NOT NULL,
	"pos_x" integer DEFAULT 0 NOT NULL,
	"pos_y" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"code" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"img_url" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"wallet_type" text DEFAULT 'seamless' NOT NULL,
	"launch_url" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_games" (
	"code" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"img_url" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"slot_provider_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"img_url" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"img_url" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_domains" ADD CONSTRAINT "agent_domains_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rates" ADD CONSTRAINT "agent_rates_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_rates" ADD CONSTRAINT "comp_rates_level_levels_level_fk" FOREIGN KEY ("level") REFERENCES "public"."levels"("level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_level_levels_level_fk" FOREIGN KEY ("level") REFERENCES "public"."levels"("level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_replies" ADD CONSTRAINT "help_replies_ticket_id_help_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_replies" ADD CONSTRAINT "help_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_games" ADD CONSTRAINT "slot_games_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_games" ADD CONSTRAINT "slot_games_slot_provider_code_slot_providers_code_fk" FOREIGN KEY ("slot_provider_code") REFERENCES "public"."slot_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_providers" ADD CONSTRAINT "slot_providers_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_settings" ADD CONSTRAINT "sport_settings_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rates_agent_type" ON "agent_rates" USING btree ("agent_id","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_rates_level_type" ON "comp_rates" USING btree ("level","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_id_lower" ON "members" USING btree (lower("user_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_nick_lower" ON "members" USING btree (lower("nick"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_agent_code_upper" ON "members" USING btree (upper("agent_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_login_lower" ON "staff" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "journal_entries_member" ON "journal_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_one_pending" ON "deposit_requests" USING btree ("member_id") WHERE "deposit_requests"."state" in ('waiting', 'taken');--> statement-breakpoint
CREATE INDEX "deposit_requests_member" ON "deposit_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposit_requests_state" ON "deposit_requests" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_requests_one_pending" ON "withdraw_requests" USING btree ("member_id") WHERE "withdraw_requests"."state" in ('waiting', 'taken');--> statement-breakpoint
CREATE INDEX "withdraw_requests_member" ON "withdraw_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_requests_state" ON "withdraw_requests" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "help_replies_ticket" ON "help_replies" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "help_tickets_member" ON "help_tickets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "notes_member" ON "notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "notices_updated" ON "notices" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "slot_games_provider" ON "slot_games" USING btree ("slot_provider_code","sort");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");