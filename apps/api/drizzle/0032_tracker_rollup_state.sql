CREATE TABLE "tracker_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone,
	"rolled_events" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "tracker_rollup_state" ("id") VALUES (1);