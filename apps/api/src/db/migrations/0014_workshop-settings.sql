CREATE TABLE "workshop_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"accept_only_priced" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_settings_one_row" CHECK ("workshop_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD CONSTRAINT "workshop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;