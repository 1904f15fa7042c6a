CREATE TABLE "tracker_daily" (
	"bucket" timestamp with time zone NOT NULL,
	"company_id" text NOT NULL,
	"ad_id" uuid,
	"size" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_daily_key" UNIQUE NULLS NOT DISTINCT("bucket","company_id","ad_id","size","device","event","detail","action")
);
--> statement-breakpoint
CREATE TABLE "tracker_hourly" (
	"bucket" timestamp with time zone NOT NULL,
	"company_id" text NOT NULL,
	"ad_id" uuid,
	"size" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_hourly_key" UNIQUE NULLS NOT DISTINCT("bucket","company_id","ad_id","size","device","event","detail","action")
);
--> statement-breakpoint
CREATE TABLE "tracker_seen" (
	"impression_id" text NOT NULL,
	"event" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_seen_impression_id_event_pk" PRIMARY KEY("impression_id","event")
);
--> statement-breakpoint
CREATE INDEX "tracker_daily_company_idx" ON "tracker_daily" USING btree ("company_id","bucket");--> statement-breakpoint
CREATE INDEX "tracker_daily_ad_idx" ON "tracker_daily" USING btree ("ad_id","bucket");--> statement-breakpoint
CREATE INDEX "tracker_hourly_company_idx" ON "tracker_hourly" USING btree ("company_id","bucket");--> statement-breakpoint
CREATE INDEX "tracker_hourly_ad_idx" ON "tracker_hourly" USING btree ("ad_id","bucket");--> statement-breakpoint
CREATE INDEX "tracker_seen_time_idx" ON "tracker_seen" USING btree ("seen_at");