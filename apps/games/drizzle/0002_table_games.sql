ALTER TABLE "rounds" DROP CONSTRAINT "rounds_kind";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "balance_before" bigint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_kind" CHECK ("rounds"."kind" in ('slot', 'baccarat', 'roulette', 'dragonTiger', 'sicBo'));