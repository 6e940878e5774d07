CREATE TABLE "order_stock" (
	"order_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"grams" integer NOT NULL,
	CONSTRAINT "order_stock_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_stock_grams_positive" CHECK ("order_stock"."grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders placed before this table: their product lines as stored, their bundle lines from the bundle's contents now (the best record there is).
INSERT INTO "order_stock" ("order_id", "product_id", "grams")
SELECT "order_id", "product_id", sum("grams")::integer
FROM (
	SELECT oi."order_id", oi."product_id", oi."weight_grams"::bigint AS "grams"
	FROM "order_items" oi
	WHERE oi."product_id" IS NOT NULL
	UNION ALL
	SELECT oi."order_id", bi."product_id", bi."quantity_grams"::bigint * oi."quantity" AS "grams"
	FROM "order_items" oi
	JOIN "bundle_items" bi ON bi."bundle_id" = oi."bundle_id"
	WHERE oi."product_id" IS NULL AND oi."bundle_id" IS NOT NULL
) AS "taken"
GROUP BY "order_id", "product_id"
HAVING sum("grams") > 0;
