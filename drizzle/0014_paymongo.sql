ALTER TYPE "public"."payment_method" ADD VALUE 'online';--> statement-breakpoint
CREATE TABLE "online_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"purpose" text DEFAULT 'payment' NOT NULL,
	"amount_centavos" integer NOT NULL,
	"checkout_url" text NOT NULL,
	"payment_intent_id" text,
	"state" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"method_type" text,
	"paid_centavos" integer,
	"fee_centavos" integer,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_sessions_purpose" CHECK ("online_payment_sessions"."purpose" in ('payment', 'balance')),
	CONSTRAINT "online_payment_sessions_state" CHECK ("online_payment_sessions"."state" in ('open', 'paid', 'failed', 'expired')),
	CONSTRAINT "online_payment_sessions_amount" CHECK ("online_payment_sessions"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"gateway_refund_id" text,
	"request_key" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"state" text DEFAULT 'requesting' NOT NULL,
	"failure_reason" text,
	"requested_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_refunds_state" CHECK ("online_refunds"."state" in ('requesting', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "online_refunds_amount" CHECK ("online_refunds"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"livemode" boolean NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"order_id" text,
	"session_id" text,
	"payment_id" text,
	"amount_centavos" integer,
	"attention_reason" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "payment_events_state" CHECK ("payment_events"."state" in ('received', 'applied', 'ignored', 'attention'))
);
--> statement-breakpoint
DROP INDEX "orders_payment_due_idx";--> statement-breakpoint
ALTER TABLE "online_payment_sessions" ADD CONSTRAINT "online_payment_sessions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_sessions_order_idx" ON "online_payment_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payment_sessions_intent_idx" ON "online_payment_sessions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_sessions_payment_unique" ON "online_payment_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "online_refunds_order_idx" ON "online_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_request_unique" ON "online_refunds" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_gateway_unique" ON "online_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_attention_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."state" = 'attention';--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pending' and "orders"."payment_due_at" is not null;