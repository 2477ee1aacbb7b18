ALTER TABLE "window_sessions" ADD COLUMN "protection" jsonb;--> statement-breakpoint
ALTER TABLE "window_sessions" ADD COLUMN "reality_check_seen" timestamp with time zone;