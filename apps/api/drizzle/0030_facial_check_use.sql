ALTER TABLE "biometric_checks" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biometric_checks" ADD COLUMN "used_by_order_id" integer;