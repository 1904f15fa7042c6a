CREATE TABLE "assets" (
	"hash" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"bitrate_kbps" integer,
	"codec" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assets_short_hash_idx" ON "assets" USING btree (left("hash", 20));