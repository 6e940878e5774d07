CREATE TABLE "media_assets" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_created_at_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_key_media_assets_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media_assets"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_media_key_idx" ON "product_images" USING btree ("media_key");