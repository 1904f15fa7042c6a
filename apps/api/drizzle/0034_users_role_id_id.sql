DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id","id");