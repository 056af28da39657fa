CREATE TABLE "core_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"number_document" text NOT NULL,
	"since" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "core_participants_document_idx" ON "core_participants" USING btree ("document_type","number_document");