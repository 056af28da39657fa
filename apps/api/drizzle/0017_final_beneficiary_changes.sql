CREATE TABLE "final_beneficiary_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"previous_at" timestamp with time zone,
	"declaration" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "final_beneficiary_changes" ADD CONSTRAINT "final_beneficiary_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "final_beneficiary_changes_user_idx" ON "final_beneficiary_changes" USING btree ("user_id","created_at");