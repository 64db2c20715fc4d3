ALTER TABLE "orders" ADD COLUMN "credited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each order's uncancelled credit notes take off its total, as the ledger now keeps it.
UPDATE "orders" SET "credited_paise" = "credited"."paise"
FROM (
  SELECT "order_id", sum("total_paise") AS "paise" FROM "tax_documents"
  WHERE "kind" = 'credit-note' AND "cancelled_at" IS NULL GROUP BY "order_id"
) AS "credited"
WHERE "credited"."order_id" = "orders"."id";
