ALTER TABLE "payout_items" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ALTER COLUMN "bank_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "direction" text DEFAULT 'CRDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "instruction_id" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "creditor_name" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "creditor_account" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "payout_item_id" integer;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "credit_id" integer;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
UPDATE "payout_items" SET "end_to_end_id" = "orders"."reference" FROM "orders" WHERE "orders"."id" = "payout_items"."order_id";--> statement-breakpoint
ALTER TABLE "payout_items" ALTER COLUMN "end_to_end_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "instruction_id" text;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "account_scheme" text DEFAULT 'CCI' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_credit_id_bank_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_entry_id_bank_credits_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_refund_waiting_idx" ON "payout_items" USING btree ("credit_id") WHERE status = 'SENT';--> statement-breakpoint
CREATE INDEX "payout_items_end_to_end_idx" ON "payout_items" USING btree ("end_to_end_id");--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_refund_reference_unique" UNIQUE("refund_reference");--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_one_payment" CHECK (("payout_items"."order_id" IS NULL) <> ("payout_items"."credit_id" IS NULL));