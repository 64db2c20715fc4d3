ALTER TABLE "orders" ADD COLUMN "unit" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "modification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unit" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
-- Data: orders made from an accepted quotation kept its modifications inside their details, after the
-- request and labelled in the customer's language ("Modifications: …" or "बदल: …"). They move to the
-- new column, unlabelled, so every reader sees them under a label in their own language; an order
-- whose details do not have that shape keeps its text as it was.
UPDATE "orders" AS o
SET "details" = s.parts[1], "modification" = s.parts[2]
FROM (
  SELECT "id", regexp_match("details", '^(.*?)(?:\n\n)?(?:Modifications|बदल): (.*)$') AS parts
  FROM "orders"
  WHERE "origin" = 'user'
) AS s
WHERE s."id" = o."id" AND s.parts IS NOT NULL;

