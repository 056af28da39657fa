ALTER TABLE "users" ADD COLUMN "edd_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "compliance_review" text;