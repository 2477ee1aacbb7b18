CREATE TABLE "game_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "game_transfers_direction" CHECK ("game_transfers"."direction" in ('in', 'out', 'settle')),
	CONSTRAINT "game_transfers_state" CHECK ("game_transfers"."state" in ('pending', 'done', 'failed')),
	CONSTRAINT "game_transfers_amount" CHECK ("game_transfers"."amount" <> 0 and abs("game_transfers"."amount") <= 9007199254740991 and ("game_transfers"."direction" = 'settle' or "game_transfers"."amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_transfers_member" ON "game_transfers" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "game_transfers_pending" ON "game_transfers" USING btree ("last_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_one_pending" ON "game_transfers" USING btree ("member_id","provider_code") WHERE state = 'pending';