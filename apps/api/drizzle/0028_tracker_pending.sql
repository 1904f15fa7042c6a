CREATE TABLE "tracker_pending" (
	"at" timestamp with time zone NOT NULL,
	"company_id" text NOT NULL,
	"ad_id" uuid,
	"size" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL
);
