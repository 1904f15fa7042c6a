CREATE TABLE "asset_renditions" (
	"source_hash" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"message" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_renditions" ADD CONSTRAINT "asset_renditions_source_hash_assets_hash_fk" FOREIGN KEY ("source_hash") REFERENCES "public"."assets"("hash") ON DELETE cascade ON UPDATE no action;