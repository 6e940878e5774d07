CREATE TABLE "closed_dates" (
	"closed_date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_bookings" (
	"window_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_bookings_window_id_delivery_date_pk" PRIMARY KEY("window_id","delivery_date"),
	CONSTRAINT "delivery_bookings_booked_not_negative" CHECK ("delivery_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"starts_minute" integer NOT NULL,
	"ends_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_windows_times" CHECK ("delivery_windows"."starts_minute" >= 0 and "delivery_windows"."starts_minute" < "delivery_windows"."ends_minute" and "delivery_windows"."ends_minute" <= 1440),
	CONSTRAINT "delivery_windows_capacity_not_negative" CHECK ("delivery_windows"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holiday_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_starts_minute" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_ends_minute" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "delivery_weekdays" integer[] DEFAULT '{1,2,3,4,5,6}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "same_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "same_day_cutoff_minute" integer DEFAULT 840 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "prep_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "booking_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_window_id_delivery_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."delivery_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_windows" ADD CONSTRAINT "delivery_windows_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_windows_zone_idx" ON "delivery_windows" USING btree ("zone_id","starts_minute");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_id_delivery_windows_id_fk" FOREIGN KEY ("delivery_window_id") REFERENCES "public"."delivery_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","delivery_starts_minute");--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_schedule" CHECK ("shipping_zones"."same_day_cutoff_minute" between 0 and 1439 and "shipping_zones"."prep_minutes" between 0 and 1440 and "shipping_zones"."booking_days" between 0 and 90);--> statement-breakpoint
-- Shops that existed before delivery dates get the defaults a new shop starts with
-- (src/server/db/seed/sample-catalog.ts): Metro Manila same-day before 2 PM every day,
-- every other zone from the next day, Monday to Saturday.
UPDATE "shipping_zones" SET "same_day" = true, "delivery_weekdays" = '{0,1,2,3,4,5,6}' WHERE lower("zone_name") = 'metro manila';--> statement-breakpoint
INSERT INTO "delivery_windows" ("zone_id", "starts_minute", "ends_minute", "capacity")
SELECT z."id", w."starts", w."ends", w."capacity"
FROM "shipping_zones" z
CROSS JOIN (VALUES (540, 720, 15), (780, 1020, 15), (1020, 1200, 10)) AS w("starts", "ends", "capacity")
WHERE z."same_day";--> statement-breakpoint
INSERT INTO "delivery_windows" ("zone_id", "starts_minute", "ends_minute", "capacity")
SELECT z."id", w."starts", w."ends", w."capacity"
FROM "shipping_zones" z
CROSS JOIN (VALUES (540, 720, 10), (780, 1020, 10)) AS w("starts", "ends", "capacity")
WHERE NOT z."same_day";
