CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"accepted" boolean NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"pending_email" text,
	"name" text,
	"lastname" text,
	"username" text,
	"phone_number" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"document_type" text,
	"number_document" text,
	"birth_date" date,
	"identity_validated_at" timestamp with time zone,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"roles" text[] DEFAULT ARRAY['customer']::text[] NOT NULL,
	"blocked_at" timestamp with time zone,
	"risk_profile_id" integer,
	"risk_questionnaire_at" timestamp with time zone,
	"client_data_at" timestamp with time zone,
	"first_investment_at" timestamp with time zone,
	"has_passed_year" boolean DEFAULT false NOT NULL,
	"exist_spectrum" boolean DEFAULT false NOT NULL,
	"serie" text,
	"tokens_valid_after" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codes_user_purpose_idx" ON "codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_document_key" ON "users" USING btree ("document_type","number_document");