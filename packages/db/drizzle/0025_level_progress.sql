ALTER TABLE "levels" ADD COLUMN "other_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "upgrade_deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_upgrade_deposits_not_negative" CHECK ("levels"."upgrade_deposits" >= 0);