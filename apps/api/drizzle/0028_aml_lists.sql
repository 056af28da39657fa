CREATE TABLE "aml_match_reviews" (
	"screening_id" integer PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"operator" text NOT NULL,
	"note" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"cleared" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"hash" text NOT NULL,
	"content" text NOT NULL,
	"entries" integer NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD COLUMN "match_score" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD COLUMN "match_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "aml_match_reviews" ADD CONSTRAINT "aml_match_reviews_screening_id_aml_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."aml_screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_list_versions_list_idx" ON "screening_list_versions" USING btree ("list","id");