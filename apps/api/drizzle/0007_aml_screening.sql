CREATE TABLE "aml_screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"match_list" text,
	"match_id" integer,
	"screened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_watchlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"document_type" text,
	"number_document" text,
	"full_name" text NOT NULL,
	"reason" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aml_outcome" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aml_screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD CONSTRAINT "aml_screenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_screenings_user_idx" ON "aml_screenings" USING btree ("user_id","screened_at");