CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"state" text NOT NULL,
	"wallet_token" text,
	"bet_reference" text,
	"win_reference" text,
	"rollback_reference" text,
	"lease_until" timestamp with time zone NOT NULL,
	"recovery_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rounds_seed_pair_nonce" UNIQUE("seed_pair_id","nonce"),
	CONSTRAINT "rounds_state" CHECK ("rounds"."state" in ('open', 'debited', 'settled', 'refunded', 'void')),
	CONSTRAINT "rounds_kind" CHECK ("rounds"."kind" in ('slot', 'baccarat')),
	CONSTRAINT "rounds_amounts" CHECK ("rounds"."stake" > 0 and "rounds"."stake" <= 9007199254740991 and "rounds"."payout" >= 0 and "rounds"."payout" <= 9007199254740991),
	CONSTRAINT "rounds_nonce" CHECK ("rounds"."nonce" >= 0),
	CONSTRAINT "rounds_token_while_unfinished" CHECK ("rounds"."wallet_token" is not null or not (state in ('open', 'debited')))
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_next_nonce" CHECK ("seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_unfinished_per_player" ON "rounds" USING btree ("player_id") WHERE state in ('open', 'debited');--> statement-breakpoint
CREATE INDEX "rounds_player_game" ON "rounds" USING btree ("player_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "rounds_unfinished_lease" ON "rounds" USING btree ("lease_until") WHERE state in ('open', 'debited');--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active" ON "seed_pairs" USING btree ("player_id") WHERE revealed_at is null;