CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_pending_email_idx" ON "orders" USING btree (lower("customer_email")) WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_phone_idx" ON "orders" USING btree ("phone_key") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_client_key_idx" ON "orders" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_secret_idx" ON "email_outbox" USING btree ("secret_expires_at") WHERE "email_outbox"."secret_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_started_at");