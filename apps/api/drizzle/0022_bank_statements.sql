CREATE TABLE "bank_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"entry_key" text,
	"account" text NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"booking_date" text,
	"value_date" text,
	"bank_reference" text,
	"end_to_end_id" text,
	"remittance" jsonb NOT NULL,
	"debtor_name" text,
	"debtor_account" text,
	"debtor_account_scheme" text,
	"reference" text,
	"status" text NOT NULL,
	"exception_kind" text,
	"order_id" integer,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_credits_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"message_type" text NOT NULL,
	"version" text NOT NULL,
	"message_id" text NOT NULL,
	"message_created_at" text NOT NULL,
	"new_credits" integer NOT NULL,
	"known_credits" integer NOT NULL,
	"ignored_entries" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_statements_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credits_status_idx" ON "bank_credits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bank_credits_order_idx" ON "bank_credits" USING btree ("order_id");