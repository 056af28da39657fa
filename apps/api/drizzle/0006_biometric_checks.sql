CREATE TABLE "biometric_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"compared_at" timestamp with time zone,
	"result" text,
	CONSTRAINT "biometric_checks_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "biometric_checks" ADD CONSTRAINT "biometric_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biometric_checks_user_day_idx" ON "biometric_checks" USING btree ("user_id","purpose","day");