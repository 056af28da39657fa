ALTER TABLE "core_participants" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "core_participants_email_idx" ON "core_participants" USING btree ("email");--> statement-breakpoint
-- The sandbox register learns the address of each participant who already has a portal account.
UPDATE "core_participants" AS p SET "email" = lower(u."email") FROM "users" AS u WHERE u."document_type" = p."document_type" AND u."number_document" = p."number_document" AND u."status" <> -1;
