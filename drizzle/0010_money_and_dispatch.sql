CREATE TABLE "holiday_decisions" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"decision" text NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_decisions_decision" CHECK ("holiday_decisions"."decision" in ('closed', 'open'))
);
--> statement-breakpoint
CREATE TABLE "zone_cities" (
	"psgc_city_code" text PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "heavier_agreed_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "barangay" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "psgc_city_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "psgc_barangay_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_after_weigh" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_weight_tolerance_percent" integer;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "purpose" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "amount_received_centavos" integer;--> statement-breakpoint
ALTER TABLE "zone_cities" ADD CONSTRAINT "zone_cities_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_cities_zone_idx" ON "zone_cities" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_purpose" CHECK ("payment_proofs"."purpose" in ('payment', 'balance'));--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_amount_received" CHECK ("payment_proofs"."amount_received_centavos" is null or "payment_proofs"."amount_received_centavos" > 0);