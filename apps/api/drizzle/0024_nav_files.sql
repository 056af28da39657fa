CREATE TABLE "nav_file_values" (
	"file_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" numeric(20, 8) NOT NULL,
	CONSTRAINT "nav_file_values_series_id_date_pk" PRIMARY KEY("series_id","date")
);
--> statement-breakpoint
CREATE TABLE "nav_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_day" date NOT NULL,
	"sha256" text NOT NULL,
	"line_count" integer NOT NULL,
	"control_total" numeric(24, 8) NOT NULL,
	"status" text NOT NULL,
	"moves" jsonb NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "nav_files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "nav_file_values" ADD CONSTRAINT "nav_file_values_file_id_nav_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."nav_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_file_values" ADD CONSTRAINT "nav_file_values_series_id_fund_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."fund_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nav_file_values_file_idx" ON "nav_file_values" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nav_files_day_idx" ON "nav_files" USING btree ("business_day") WHERE "nav_files"."status" <> 'REJECTED';