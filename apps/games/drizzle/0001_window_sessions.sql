CREATE TABLE "window_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"wallet_token" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "window_sessions_expiry" ON "window_sessions" USING btree ("expires_at");