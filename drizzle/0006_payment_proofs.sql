CREATE TABLE "payment_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"reference_number" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_staff_id" integer,
	"reviewed_by_name" text,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_proofs_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "payment_proofs_state" CHECK ("payment_proofs"."state" in ('submitted', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_proofs_order_idx" ON "payment_proofs" USING btree ("order_id","submitted_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_reference_idx" ON "payment_proofs" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "orders_payment_submitted_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_state" = 'submitted';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state" CHECK ("orders"."payment_state" in ('none', 'awaiting', 'submitted', 'verified', 'rejected'));--> statement-breakpoint
-- GCash orders from before proofs: those staff already moved past pending were paid.
UPDATE "orders" SET "payment_state" = CASE WHEN "status" IN ('pending', 'cancelled') THEN 'awaiting' ELSE 'verified' END WHERE "payment_method" = 'gcash';
