CREATE TABLE "positions" (
	"user_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"cuotas" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "positions_user_id_series_id_pk" PRIMARY KEY("user_id","series_id")
);
--> statement-breakpoint
CREATE TABLE "risk_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"profile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_series_id_fund_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."fund_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_answers" ADD CONSTRAINT "risk_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_answers_user_idx" ON "risk_answers" USING btree ("user_id","created_at");