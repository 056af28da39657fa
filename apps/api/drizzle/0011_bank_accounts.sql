CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"currency" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"cci" text NOT NULL,
	"alias" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"holder_declared_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_account_id" integer;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_number_idx" ON "bank_accounts" USING btree ("user_id","bank_code","account_number") WHERE removed_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_cci_idx" ON "bank_accounts" USING btree ("user_id","cci") WHERE removed_at IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;