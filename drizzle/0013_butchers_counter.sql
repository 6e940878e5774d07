CREATE TYPE "public"."run_out_choice" AS ENUM('substitute', 'call', 'remove');--> statement-breakpoint
CREATE TYPE "public"."run_out_outcome" AS ENUM('removed', 'replaced', 'call_customer');--> statement-breakpoint
ALTER TYPE "public"."cart_unit" ADD VALUE 'piece';--> statement-breakpoint
DROP INDEX "products_published_name_idx";--> statement-breakpoint
DROP INDEX "products_published_category_name_idx";--> statement-breakpoint
DROP INDEX "products_published_price_idx";--> statement-breakpoint
DROP INDEX "products_published_category_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_by_piece" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "average_piece_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean GENERATED ALWAYS AS (stock_grams <= 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "category" "product_category";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cook_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "servings" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "difficulty" text DEFAULT 'Easy' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "if_runs_out" "run_out_choice" DEFAULT 'call' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "average_piece_grams" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "run_out_outcome" "run_out_outcome";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_name" text;--> statement-breakpoint
CREATE INDEX "products_published_price_desc_idx" ON "products" USING btree ("sold_out","effective_price_centavos" desc,"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_price_desc_idx" ON "products" USING btree ("category","sold_out","effective_price_centavos" desc,"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_published_name_idx" ON "products" USING btree ("sold_out",lower("name"),"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_name_idx" ON "products" USING btree ("category","sold_out",lower("name"),"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_price_idx" ON "products" USING btree ("sold_out","effective_price_centavos","id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_price_idx" ON "products" USING btree ("category","sold_out","effective_price_centavos","id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_piece_weight" CHECK (not "products"."sold_by_piece" or "products"."average_piece_grams" between 10 and 5000);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_facts" CHECK ("recipes"."cook_minutes" between 1 and 2880 and "recipes"."servings" between 1 and 100 and "recipes"."difficulty" in ('Easy', 'Medium', 'Hard'));