ALTER TABLE "products" ADD COLUMN "priced_by_packed_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines and orders from before packed weights were priced as they stand: their estimate is their price.
ALTER TABLE "order_items" ADD COLUMN "estimated_line_total_centavos" integer;--> statement-breakpoint
UPDATE "order_items" SET "estimated_line_total_centavos" = "line_total_centavos";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "estimated_line_total_centavos" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "priced_by_packed_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_per_kg_centavos" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_total_centavos" integer;--> statement-breakpoint
UPDATE "orders" SET "estimated_total_centavos" = "total_centavos";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "estimated_total_centavos" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packing_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_centavos" integer;--> statement-breakpoint
-- A payment verified before this version paid the total as it stood.
UPDATE "orders" SET "paid_centavos" = "total_centavos" WHERE "payment_state" = 'verified';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_settled_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_settled_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "amount_due_centavos" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_positive" CHECK ("order_items"."packed_grams" is null or "order_items"."packed_grams" > 0);