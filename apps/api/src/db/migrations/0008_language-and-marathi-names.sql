ALTER TABLE "contacts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_name_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "service_name_mr" = "services"."name_mr" FROM "services" WHERE "services"."id" = "orders"."service_id";
