ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_method" = 'gcash' and "orders"."status" = 'pending';--> statement-breakpoint
-- Orders placed before the deadline existed get a full default period from the upgrade,
-- so none is cancelled the moment the new version starts.
UPDATE "orders" SET "payment_due_at" = now() + interval '24 hours' WHERE "payment_method" = 'gcash' AND "status" = 'pending' AND "payment_state" IN ('awaiting', 'rejected') AND "payment_due_at" IS NULL;
