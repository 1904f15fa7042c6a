-- Raw tracker events, append-only and partitioned by day (declarative partitioning, which drizzle-kit
-- cannot express): the API creates each day's partition ahead of time and on demand, and drops whole
-- partitions past the retention setting, so old events leave without a DELETE.
CREATE TABLE "tracker_events" (
	"at" timestamp with time zone NOT NULL DEFAULT now(),
	"company_id" text NOT NULL,
	"ad_id" uuid,
	"size" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"impression_id" text DEFAULT '' NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE INDEX "tracker_events_company_time_idx" ON "tracker_events" USING btree ("company_id","at");
--> statement-breakpoint
CREATE INDEX "tracker_events_ad_time_idx" ON "tracker_events" USING btree ("ad_id","at");
