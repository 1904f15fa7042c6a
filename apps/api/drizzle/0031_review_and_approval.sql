CREATE TABLE "ad_approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"version" integer,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"parent_id" uuid,
	"size" text,
	"page" text,
	"x" real,
	"y" real,
	"layer" text,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"author_email" text,
	"share_link_id" uuid,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_review_versions" (
	"ad_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"revision" integer NOT NULL,
	"document" json NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_review_versions_ad_id_version_pk" PRIMARY KEY("ad_id","version")
);
--> statement-breakpoint
CREATE TABLE "ad_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "approval_state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_approval_events" ADD CONSTRAINT "ad_approval_events_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_comments" ADD CONSTRAINT "ad_comments_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_comments" ADD CONSTRAINT "ad_comments_parent_id_ad_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_comments" ADD CONSTRAINT "ad_comments_share_link_id_ad_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."ad_share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_review_versions" ADD CONSTRAINT "ad_review_versions_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_share_links" ADD CONSTRAINT "ad_share_links_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_approval_events_ad_idx" ON "ad_approval_events" USING btree ("ad_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_comments_ad_idx" ON "ad_comments" USING btree ("ad_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_comments_parent_idx" ON "ad_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_share_links_token_idx" ON "ad_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ad_share_links_ad_idx" ON "ad_share_links" USING btree ("ad_id","created_at");--> statement-breakpoint
-- Ads already published start their approval state there (their versions went out before approvals existed).
UPDATE "ads" SET "approval_state" = 'published' WHERE "status" = 'published';--> statement-breakpoint
-- The new approveAds permission: the seed's default roles that approve (README role table) gain it, and so
-- do admin-group roles, which list every permission for display.
UPDATE "roles" SET "module_roles" = array_append("module_roles", 'approveAds')
  WHERE lower("role_name") IN ('superadmin', 'admin', 'advertiser', 'agency', 'brand')
    AND NOT ('approveAds' = ANY("module_roles"));
