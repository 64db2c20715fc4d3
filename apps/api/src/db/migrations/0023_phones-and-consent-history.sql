CREATE TABLE "notification_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_consents" ADD CONSTRAINT "notification_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_consents" ADD CONSTRAINT "notification_consents_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_consents_user_idx" ON "notification_consents" USING btree ("user_id","at");--> statement-breakpoint
-- Phones in E.164: the stored numbers that can be read as one ('98220 12345', '098220-12345',
-- '+91 98220 12345', '(0)98220 12345') become '+919822012345'; any other is left as typed.
CREATE FUNCTION "karigar_phone_e164"(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n ~ '^[1-9][0-9]{7,14}$' AND (n NOT LIKE '91%' OR length(n) = 12) THEN '+' || n END
  FROM (
    SELECT CASE
      WHEN t LIKE '+%' THEN d
      WHEN t LIKE '00%' THEN substr(d, 3)
      WHEN length(d) = 11 AND d LIKE '0%' THEN '91' || substr(d, 2)
      WHEN length(d) = 10 THEN '91' || d
      WHEN length(d) = 12 AND d LIKE '91%' THEN d
    END AS n
    FROM (
      SELECT btrim(replace(typed, '(0)', '')) AS t, regexp_replace(replace(typed, '(0)', ''), '\D', '', 'g') AS d
    ) AS parts
  ) AS normal
$$;
--> statement-breakpoint
UPDATE "users" SET "phone" = "karigar_phone_e164"("phone")
WHERE "karigar_phone_e164"("phone") IS NOT NULL AND "karigar_phone_e164"("phone") <> "phone";
--> statement-breakpoint
UPDATE "contacts" SET "phone" = "karigar_phone_e164"("phone")
WHERE "karigar_phone_e164"("phone") IS NOT NULL AND "karigar_phone_e164"("phone") <> "phone";
--> statement-breakpoint
UPDATE "orders" SET "customer_phone" = "karigar_phone_e164"("customer_phone")
WHERE "karigar_phone_e164"("customer_phone") IS NOT NULL AND "karigar_phone_e164"("customer_phone") <> "customer_phone";
--> statement-breakpoint
DROP FUNCTION "karigar_phone_e164"(text);
