ALTER TABLE "order_timeline" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "file_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_timeline_event_idx" ON "order_timeline" USING btree ("event","created_at");--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_event" CHECK ("order_timeline"."event" is null or "order_timeline"."event" in ('packed_below_tolerance', 'refund_settled'));