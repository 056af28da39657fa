CREATE TABLE "gateway_payments" (
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"order_id" integer,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"refund_reason" text,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "gateway_payments_gateway_gateway_payment_id_pk" PRIMARY KEY("gateway","gateway_payment_id")
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");