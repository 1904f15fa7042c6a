CREATE TABLE "html5_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"click_tag" boolean NOT NULL,
	"report" json NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "html5_templates_company_idx" ON "html5_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "html5_templates_name_trgm_idx" ON "html5_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "html5_templates_sort_name_idx" ON "html5_templates" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX "html5_templates_sort_size_idx" ON "html5_templates" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "html5_templates_sort_created_at_idx" ON "html5_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "html5_templates_sort_updated_at_idx" ON "html5_templates" USING btree ("updated_at","id");