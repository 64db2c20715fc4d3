DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_origin_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_origin_created_idx" ON "orders" USING btree ("origin","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_paise","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("customer_name" || ' ' || "customer_email" || ' ' || coalesce("customer_phone", '') || ' ' || "service_name" || ' ' || "details") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Orders made before the running counts existed are counted once here; from now on every insert and delete keeps them.
INSERT INTO "order_counts" ("key", "count") SELECT 'all', count(*) FROM "orders" ON CONFLICT ("key") DO UPDATE SET "count" = excluded."count";--> statement-breakpoint
INSERT INTO "order_counts" ("key", "count") SELECT 'origin:' || "origin", count(*) FROM "orders" GROUP BY "origin" ON CONFLICT ("key") DO UPDATE SET "count" = excluded."count";
