CREATE TABLE "payout_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"day" date NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"exported_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_files_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"cci" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason_code" text,
	"bank_reference" text,
	"report_id" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_status_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"message_id" text NOT NULL,
	"original_message_id" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_status_reports_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_file_id_payout_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."payout_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_report_id_payout_status_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."payout_status_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_file_order_idx" ON "payout_items" USING btree ("file_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_waiting_idx" ON "payout_items" USING btree ("order_id") WHERE status = 'SENT';--> statement-breakpoint
CREATE INDEX "payout_items_order_idx" ON "payout_items" USING btree ("order_id");