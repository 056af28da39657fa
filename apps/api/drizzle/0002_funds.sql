CREATE TABLE "fund_nav" (
	"series_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" numeric(20, 8) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_nav_series_id_date_pk" PRIMARY KEY("series_id","date")
);
--> statement-breakpoint
CREATE TABLE "fund_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_initial" numeric(18, 2) NOT NULL,
	"min_additional" numeric(18, 2) NOT NULL,
	"min_rescue" numeric(18, 2) NOT NULL,
	"min_balance" numeric(18, 2) NOT NULL,
	"nav_seed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"risk_level" smallint NOT NULL,
	"profiles" jsonb NOT NULL,
	"objective" text NOT NULL,
	"benchmark" text NOT NULL,
	"cutoff_time" text NOT NULL,
	"rescue_settlement_days" smallint NOT NULL,
	"unified_fee_pct" numeric(7, 4) NOT NULL,
	"early_rescue_fee_pct" numeric(7, 4) NOT NULL,
	"early_rescue_min_days" smallint NOT NULL,
	"documents" jsonb NOT NULL,
	"card_theme" smallint NOT NULL,
	"composition" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funds_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_nav" ADD CONSTRAINT "fund_nav_series_id_fund_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."fund_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_series" ADD CONSTRAINT "fund_series_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_series_fund_code_idx" ON "fund_series" USING btree ("fund_id","code");