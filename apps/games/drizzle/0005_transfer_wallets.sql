CREATE TABLE "transfer_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"requested" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_moves_kind" CHECK ("transfer_moves"."kind" in ('deposit', 'withdraw', 'bet', 'win', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "transfer_wallets" (
	"player_id" text PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_wallets_balance" CHECK ("transfer_wallets"."balance" >= 0 and "transfer_wallets"."balance" <= 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "transfer_moves" ADD CONSTRAINT "transfer_moves_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_wallets" ADD CONSTRAINT "transfer_wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_moves_reference" ON "transfer_moves" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "window_sessions_wallet_token" ON "window_sessions" USING btree ("wallet_token");