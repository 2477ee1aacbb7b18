ALTER TABLE "members" ADD COLUMN "password_temporary" text;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD COLUMN "contact_phone" text;