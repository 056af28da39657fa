ALTER TABLE "orders" ALTER COLUMN "funds_origin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rescue_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_cuotas" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;