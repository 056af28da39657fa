CREATE TABLE "maintenance" (
	"scope" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone
);
