CREATE TABLE "pay_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"provider_link_id" text,
	"provider_link_url" text,
	"provider_link_amount_paise" bigint,
	CONSTRAINT "pay_links_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"channels" text[] NOT NULL,
	CONSTRAINT "payment_reminders_order_number_uq" UNIQUE("order_id","number")
);
--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "reminder_first_after_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "reminder_every_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "reminder_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_links_order_idx" ON "pay_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_idx" ON "payment_reminders" USING btree ("sent_at");