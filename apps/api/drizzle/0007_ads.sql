CREATE TABLE "ad_versions" (
	"ad_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"revision" integer NOT NULL,
	"sizes" text[] NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_versions_ad_id_version_pk" PRIMARY KEY("ad_id","version")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"campaign_id" uuid,
	"created_by" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document" json NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latest_version" integer,
	"preview_name" text DEFAULT '' NOT NULL,
	"preview_heading" text DEFAULT '' NOT NULL,
	"cover_image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_versions" ADD CONSTRAINT "ad_versions_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_company_idx" ON "ads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ads_campaign_idx" ON "ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ads_name_trgm_idx" ON "ads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_sort_name_idx" ON "ads" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX "ads_sort_type_idx" ON "ads" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "ads_sort_status_idx" ON "ads" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ads_sort_created_at_idx" ON "ads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ads_sort_updated_at_idx" ON "ads" USING btree ("updated_at","id");