-- One index per sort key of every list, each ending in the id tiebreaker (issue 17), so a first page
-- reads ten index entries whatever the column and direction. Not CREATE INDEX CONCURRENTLY: Drizzle's
-- migrator applies pending migrations inside one transaction, where CONCURRENTLY is refused, and the
-- server applies them at start, before it listens. An install that already holds millions of rows can
-- build them beforehand without blocking writes (`CREATE INDEX CONCURRENTLY IF NOT EXISTS` with the
-- same names and expressions); this migration then skips each one that exists.
CREATE INDEX IF NOT EXISTS "form_elements_sort_element_idx" ON "form_elements" USING btree (left(lower("element"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_elements_sort_order_idx" ON "form_elements" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_elements_sort_created_at_idx" ON "form_elements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_elements_sort_updated_at_idx" ON "form_elements" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_name_idx" ON "menu_collection" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_short_name_idx" ON "menu_collection" USING btree (left(lower("short_name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_menu_type_idx" ON "menu_collection" USING btree (left(lower("menu_type"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_top_menu_idx" ON "menu_collection" USING btree (left(lower("top_menu"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_icon_idx" ON "menu_collection" USING btree (left(lower("icon"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_url_idx" ON "menu_collection" USING btree (left(lower("url"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_collection_sort_order_idx" ON "menu_collection" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_sort_role_name_idx" ON "roles" USING btree (left(lower("role_name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_sort_created_at_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_sort_updated_at_idx" ON "roles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_sort_username_idx" ON "users" USING btree (left(lower("username"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_sort_email_idx" ON "users" USING btree (left(lower("email"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_sort_display_name_idx" ON "users" USING btree (left(lower("display_name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_sort_active_idx" ON "users" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_sort_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_name_idx" ON "campaigns" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_status_idx" ON "campaigns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_start_date_idx" ON "campaigns" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_end_date_idx" ON "campaigns" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_total_budget_idx" ON "campaigns" USING btree ("total_budget","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_brand_idx" ON "campaigns" USING btree (left(lower(coalesce("values" ->> 'brand', '')), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_created_at_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campaigns_sort_updated_at_idx" ON "campaigns" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_name_idx" ON "companies" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_short_name_idx" ON "companies" USING btree (left(lower("short_name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_domains_idx" ON "companies" USING btree (adstudio_domains_key("domains") collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_address_idx" ON "companies" USING btree (left(lower("address"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_country_idx" ON "companies" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_city_idx" ON "companies" USING btree (left(lower("city"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_state_idx" ON "companies" USING btree (left(lower("state"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_pin_idx" ON "companies" USING btree ("pin","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_phone_idx" ON "companies" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_mobile_idx" ON "companies" USING btree ("mobile","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_contact_person_name_idx" ON "companies" USING btree (left(lower("contact_person" ->> 'name'), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_contact_person_email_idx" ON "companies" USING btree (left(lower("contact_person" ->> 'email'), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_contact_person_phone_idx" ON "companies" USING btree (left(lower("contact_person" ->> 'phone'), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_contact_person_mobile_idx" ON "companies" USING btree (left(lower("contact_person" ->> 'mobile'), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_status_idx" ON "companies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sort_created_at_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_links_sort_id_idx" ON "qr_links" USING btree (left(lower("name"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_links_sort_type_idx" ON "qr_links" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_links_sort_target_url_idx" ON "qr_links" USING btree (left(lower("target_url"), 200) collate "C","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_links_sort_scan_count_idx" ON "qr_links" USING btree ("scan_count","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_links_sort_created_at_idx" ON "qr_links" USING btree ("created_at","id");