CREATE TABLE "protection_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"action" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_reviews_action" CHECK ("protection_reviews"."action" in ('noted', 'contacted', 'limit_suggested', 'account_restricted'))
);
--> statement-breakpoint
ALTER TABLE "protection_reviews" ADD CONSTRAINT "protection_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_reviews" ADD CONSTRAINT "protection_reviews_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_reviews_member" ON "protection_reviews" USING btree ("member_id","id");