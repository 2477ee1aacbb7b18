ALTER TABLE "rounds" DROP CONSTRAINT "rounds_kind";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "extra_bets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "pending_action" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_extra_bets" CHECK ("rounds"."extra_bets" >= 0);--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_pending_action" CHECK ("rounds"."pending_action" is null or ("rounds"."pending_action" in ('double', 'split', 'insurance') and "rounds"."extra_bets" > 0));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_kind" CHECK ("rounds"."kind" in ('slot', 'baccarat', 'roulette', 'dragonTiger', 'sicBo', 'blackjack'));