-- Ledger rows are immutable: an UPDATE, DELETE or TRUNCATE of ledger_entries is refused. The one update let
-- through is the foreign key's own, forgetting who made a row when that user is deleted.
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."created_by" IS NULL
    AND (to_jsonb(NEW) - 'created_by') = (to_jsonb(OLD) - 'created_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger entries are immutable: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_immutable"();--> statement-breakpoint
-- Data: every payment received so far becomes a ledger row, with its time, method, reference and who
-- recorded it: online captures (counted or owed back) and recorded payments, voided ones included.
-- They keep their payment kinds (decision 053). A payment already in the ledger is skipped.
INSERT INTO "ledger_entries"
  ("order_id", "kind", "method", "amount_paise", "payment_id", "provider_id", "note", "created_by", "occurred_at", "created_at")
SELECT p."order_id",
  CASE WHEN p."provider" = 'manual' THEN 'recorded-payment' ELSE 'online-payment' END,
  CASE WHEN p."provider" <> 'manual' THEN 'online'
    WHEN p."method" = 'bank_transfer' THEN 'bank'
    WHEN p."method" IN ('upi', 'cheque') THEN p."method"
    ELSE 'cash' END,
  p."amount_paise", p."id", p."provider_payment_id", p."reference", p."recorded_by",
  coalesce(p."paid_at", p."updated_at"), p."created_at"
FROM "payments" p
WHERE p."status" IN ('paid', 'refund_due', 'voided') AND p."provider_payment_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" l WHERE l."payment_id" = p."id" AND l."amount_paise" > 0);--> statement-breakpoint
-- A voided recorded payment also gets its negative void row, at the time it was voided, by whoever voided it.
INSERT INTO "ledger_entries"
  ("order_id", "kind", "method", "amount_paise", "payment_id", "provider_id", "note", "created_by", "occurred_at", "created_at")
SELECT p."order_id", 'void',
  CASE WHEN p."method" = 'bank_transfer' THEN 'bank' WHEN p."method" IN ('upi', 'cheque') THEN p."method" ELSE 'cash' END,
  -p."amount_paise", p."id", p."provider_payment_id", p."void_reason", p."voided_by",
  p."voided_at", p."voided_at"
FROM "payments" p
WHERE p."status" = 'voided' AND p."voided_at" IS NOT NULL AND p."provider_payment_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" l WHERE l."payment_id" = p."id" AND l."kind" = 'void');--> statement-breakpoint
-- The orders' money columns, a cache of their ledgers: what each holds, and what it holds beyond what it is
-- owed (nothing, once cancelled) as the refund due.
UPDATE "orders" AS o
SET "paid_paise" = m."held",
  "refund_due_paise" = greatest(0, m."held" - CASE WHEN o."status" = 'Cancelled' THEN 0 ELSE o."total_paise" END)
FROM (
  SELECT "id", coalesce((SELECT sum(l."amount_paise") FROM "ledger_entries" l WHERE l."order_id" = o2."id"), 0) AS "held"
  FROM "orders" o2
) AS m
WHERE m."id" = o."id"
  AND (o."paid_paise", o."refund_due_paise")
    IS DISTINCT FROM (m."held", greatest(0, m."held" - CASE WHEN o."status" = 'Cancelled' THEN 0 ELSE o."total_paise" END));
