ALTER TABLE "orders" ADD COLUMN "unit" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unit" text DEFAULT 'job' NOT NULL;