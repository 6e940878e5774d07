-- Trigram search (gin_trgm_ops) needs pg_trgm; PGlite loads it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(1) || cut_type || chr(1) || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_published_name_idx" ON "products" USING btree (lower("name"),"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_name_idx" ON "products" USING btree ("category",lower("name"),"id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_price_idx" ON "products" USING btree ("effective_price_centavos","id") WHERE "products"."visibility" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_price_idx" ON "products" USING btree ("category","effective_price_centavos","id") WHERE "products"."visibility" = 'published';