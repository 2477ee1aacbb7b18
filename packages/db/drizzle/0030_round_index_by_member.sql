DROP INDEX "provider_transactions_round";--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("member_id","round_id","provider_code");