CREATE TABLE "scheduled_rescues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"day_of_month" smallint NOT NULL,
	"status" text NOT NULL,
	"next_date" date NOT NULL,
	"last_reference" text,
	"last_result" text,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "scheduled_rescue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_rescue_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_rescues" ADD CONSTRAINT "scheduled_rescues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_rescues" ADD CONSTRAINT "scheduled_rescues_series_id_fund_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."fund_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_rescues" ADD CONSTRAINT "scheduled_rescues_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_rescues_due_idx" ON "scheduled_rescues" USING btree ("status","next_date");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_rescues_live_idx" ON "scheduled_rescues" USING btree ("user_id","series_id") WHERE status <> 'CANCELLED';