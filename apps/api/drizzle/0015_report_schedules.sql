CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"recipients" text[] NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"filters" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_schedules_company_idx" ON "report_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."next_run_at" is not null;--> statement-breakpoint
CREATE INDEX "report_schedules_sort_name_idx" ON "report_schedules" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX "report_schedules_sort_frequency_idx" ON "report_schedules" USING btree ("frequency","id");--> statement-breakpoint
CREATE INDEX "report_schedules_sort_next_run_at_idx" ON "report_schedules" USING btree ("next_run_at","id");--> statement-breakpoint
CREATE INDEX "report_schedules_sort_created_at_idx" ON "report_schedules" USING btree ("created_at","id");