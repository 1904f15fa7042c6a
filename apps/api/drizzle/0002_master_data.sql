-- Substring search on names uses trigram indexes; an external server needs the pg_trgm extension available.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo" jsonb,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'IN' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pin" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"contact_person" jsonb DEFAULT '{"name":"","email":"","phone":"","mobile":""}'::jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"target_url" text NOT NULL,
	"code" text NOT NULL,
	"scan_count" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_scan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"qr_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_class" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_scan_events" ADD CONSTRAINT "qr_scan_events_qr_id_qr_links_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_short_name_lower_idx" ON "companies" USING btree (lower("short_name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_short_name_trgm_idx" ON "companies" USING gin ("short_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_city_trgm_idx" ON "companies" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qr_links_name_lower_idx" ON "qr_links" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qr_links_code_idx" ON "qr_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_links_name_trgm_idx" ON "qr_links" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qr_links_target_trgm_idx" ON "qr_links" USING gin ("target_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qr_scan_events_qr_time_idx" ON "qr_scan_events" USING btree ("qr_id","scanned_at");--> statement-breakpoint
CREATE INDEX "form_elements_element_trgm_idx" ON "form_elements" USING gin ("element" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_collection_name_trgm_idx" ON "menu_collection" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_collection_short_name_trgm_idx" ON "menu_collection" USING gin ("short_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_role_name_trgm_idx" ON "roles" USING gin ("role_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);