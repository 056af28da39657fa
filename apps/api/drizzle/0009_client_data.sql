CREATE TABLE "client_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"steps" jsonb NOT NULL,
	"completed_steps" jsonb NOT NULL,
	"draft_started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"aml_outcome" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_data" ADD CONSTRAINT "client_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_photos" ADD CONSTRAINT "document_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_photos_user_side_idx" ON "document_photos" USING btree ("user_id","side");