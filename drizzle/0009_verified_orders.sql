CREATE TABLE "order_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"spent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_tries" CHECK ("phone_codes"."wrong_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"device_hash" text NOT NULL,
	"phone_key" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_phones_device_hash_phone_key_pk" PRIMARY KEY("device_hash","phone_key")
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"to_number" text NOT NULL,
	"message" text NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gateway_message_id" text,
	"gateway_status" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_outbox_attempts" CHECK ("text_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "text_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_access_tokens" ADD CONSTRAINT "order_access_tokens_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_access_tokens_order_idx" ON "order_access_tokens" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone_key","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_created_idx" ON "phone_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verified_phones_expires_idx" ON "verified_phones" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_outbox_created_idx" ON "text_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_outbox_order_idx" ON "text_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_cod_client_idx" ON "orders" USING btree ("client_key") WHERE "orders"."status" = 'pending' and "orders"."payment_method" = 'cod';