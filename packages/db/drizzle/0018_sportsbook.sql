CREATE TABLE "sport_bet_legs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_type" text NOT NULL,
	"line" integer,
	"selection_key" text NOT NULL,
	"submitted_price" integer NOT NULL,
	"price" integer,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"state" text NOT NULL,
	"refusal" text,
	"refusal_detail" jsonb,
	"decide_at" timestamp with time zone,
	"stake_entry_id" bigint,
	"settlements" integer DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_member_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "sport_bets_state" CHECK ("sport_bets"."state" in ('waiting', 'open', 'settled', 'refused')),
	CONSTRAINT "sport_bets_stake" CHECK ("sport_bets"."stake" > 0 and "sport_bets"."potential_payout" >= 0 and "sport_bets"."payout" >= 0),
	CONSTRAINT "sport_bets_accepted" CHECK (("sport_bets"."stake_entry_id" is not null) = ("sport_bets"."state" in ('open', 'settled')))
);
--> statement-breakpoint
CREATE TABLE "sport_competitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"sport_code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"country" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_competitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competition_id" bigint NOT NULL,
	"home_ko" text NOT NULL,
	"home_en" text NOT NULL,
	"away_ko" text NOT NULL,
	"away_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"clock" text DEFAULT '' NOT NULL,
	"feed" text NOT NULL,
	"feed_event_id" text NOT NULL,
	"feed_version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_events_feed_id" UNIQUE("feed","feed_event_id"),
	CONSTRAINT "sport_events_state" CHECK ("sport_events"."state" in ('scheduled', 'in_play', 'finished', 'cancelled')),
	CONSTRAINT "sport_events_score" CHECK (("sport_events"."score_home" is null) = ("sport_events"."score_away" is null))
);
--> statement-breakpoint
CREATE TABLE "sport_exposure" (
	"scope" text NOT NULL,
	"scope_id" bigint NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_exposure_scope" UNIQUE("scope","scope_id"),
	CONSTRAINT "sport_exposure_liability" CHECK ("sport_exposure"."liability" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"line" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"feed_version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_markets_event_type_line" UNIQUE NULLS NOT DISTINCT("event_id","type","line"),
	CONSTRAINT "sport_markets_type" CHECK ("sport_markets"."type" in ('1x2', 'handicap', 'asian_handicap', 'over_under')),
	CONSTRAINT "sport_markets_state" CHECK ("sport_markets"."state" in ('open', 'suspended', 'closed', 'settled')),
	CONSTRAINT "sport_markets_line" CHECK (("sport_markets"."line" is null) = ("sport_markets"."type" = '1x2')),
	CONSTRAINT "sport_markets_stakes" CHECK ("sport_markets"."min_stake" > 0 and "sport_markets"."max_stake" >= "sport_markets"."min_stake")
);
--> statement-breakpoint
CREATE TABLE "sport_price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"selection_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"home" integer,
	"away" integer,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"entered_by" bigint,
	"decided_by" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sport_results_state" CHECK ("sport_results"."state" in ('pending', 'approved', 'rejected', 'superseded')),
	CONSTRAINT "sport_results_score" CHECK ("sport_results"."cancelled" = ("sport_results"."home" is null) and ("sport_results"."home" is null) = ("sport_results"."away" is null)),
	CONSTRAINT "sport_results_four_eyes" CHECK ("sport_results"."decided_by" is null or "sport_results"."decided_by" <> "sport_results"."entered_by"),
	CONSTRAINT "sport_results_staff_entered" CHECK (("sport_results"."source" = 'staff') = ("sport_results"."entered_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "sport_same_event_pairs" (
	"first" text NOT NULL,
	"second" text NOT NULL,
	CONSTRAINT "sport_same_event_pairs_pair" UNIQUE("first","second"),
	CONSTRAINT "sport_same_event_pairs_order" CHECK ("sport_same_event_pairs"."first" <= "sport_same_event_pairs"."second")
);
--> statement-breakpoint
CREATE TABLE "sport_selections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" bigint NOT NULL,
	"key" text NOT NULL,
	"price" integer NOT NULL,
	"feed_version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_selections_market_key" UNIQUE("market_id","key"),
	CONSTRAINT "sport_selections_key" CHECK ("sport_selections"."key" in ('home', 'draw', 'away', 'over', 'under')),
	CONSTRAINT "sport_selections_price" CHECK ("sport_selections"."price" between 1010 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "sport_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"payout" bigint NOT NULL,
	"written_off" bigint DEFAULT 0 NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_settlements_bet_seq" UNIQUE("bet_id","seq"),
	CONSTRAINT "sport_settlements_amounts" CHECK ("sport_settlements"."seq" > 0 and "sport_settlements"."payout" >= 0 and "sport_settlements"."written_off" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sport_settings" ADD COLUMN "in_play_delay_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_selection_id_sport_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sport_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_competitions" ADD CONSTRAINT "sport_competitions_sport_code_sport_settings_code_fk" FOREIGN KEY ("sport_code") REFERENCES "public"."sport_settings"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_events" ADD CONSTRAINT "sport_events_competition_id_sport_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sport_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_price_history" ADD CONSTRAINT "sport_price_history_selection_id_sport_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sport_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_results" ADD CONSTRAINT "sport_results_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_results" ADD CONSTRAINT "sport_results_entered_by_staff_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_results" ADD CONSTRAINT "sport_results_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_settlements" ADD CONSTRAINT "sport_settlements_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_legs_bet" ON "sport_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_event" ON "sport_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_selection" ON "sport_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "sport_bets_member" ON "sport_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "sport_bets_waiting" ON "sport_bets" USING btree ("decide_at") WHERE "sport_bets"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "sport_events_starts" ON "sport_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "sport_price_history_selection" ON "sport_price_history" USING btree ("selection_id","id");--> statement-breakpoint
CREATE INDEX "sport_results_event" ON "sport_results" USING btree ("event_id","id");