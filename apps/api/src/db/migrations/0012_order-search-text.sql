-- The text an order search matches, lowercased once when a row is written: a search compares it with LIKE and the
-- lowercased pattern (what ILIKE does) instead of lowercasing every row it reads.
DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("customer_name" || ' ' || "customer_email" || ' ' || coalesce("customer_phone", '') || ' ' || "service_name" || ' ' || "details")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);