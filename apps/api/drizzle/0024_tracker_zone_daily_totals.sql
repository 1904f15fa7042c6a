CREATE TABLE "tracker_zone_daily_totals" (
	"bucket" timestamp with time zone NOT NULL,
	"company_id" text NOT NULL,
	"ad_id" uuid,
	"event" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_zone_daily_totals_key" UNIQUE NULLS NOT DISTINCT("bucket","company_id","ad_id","event")
);
--> statement-breakpoint
CREATE INDEX "tracker_zone_daily_totals_company_idx" ON "tracker_zone_daily_totals" USING btree ("company_id","bucket");--> statement-breakpoint
CREATE INDEX "tracker_zone_daily_totals_ad_idx" ON "tracker_zone_daily_totals" USING btree ("ad_id","bucket");