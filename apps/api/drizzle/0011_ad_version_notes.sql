ALTER TABLE "ad_versions" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "ad_versions" ADD COLUMN "document" json;