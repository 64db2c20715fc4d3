-- Each customer's orders made before their running count existed are counted once here; from now on every insert and delete keeps it.
INSERT INTO "order_counts" ("key", "count") SELECT 'user:' || "user_id", count(*) FROM "orders" GROUP BY "user_id" ON CONFLICT ("key") DO UPDATE SET "count" = excluded."count";
