CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_share_links" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_share_links_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"stage_id" uuid,
	"stage_name_en" text,
	"stage_name_mr" text,
	"promised_date" date,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL,
	"milestone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "technician_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_history" ADD CONSTRAINT "order_stage_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_history" ADD CONSTRAINT "order_stage_history_stage_id_workshop_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."workshop_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_history" ADD CONSTRAINT "order_stage_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_stage_history_order_idx" ON "order_stage_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_stages_milestone_uq" ON "workshop_stages" USING btree ("milestone") WHERE "workshop_stages"."milestone" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_id_workshop_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."workshop_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_stage_idx" ON "orders" USING btree ("stage_id");--> statement-breakpoint
-- Data: the default stages of a workshop's floor, in order, in English and Marathi. The admin
-- renames, reorders, adds and removes them on the workshop settings screen.
INSERT INTO "workshop_stages" ("position", "name_en", "name_mr", "milestone") VALUES
	(0, 'Vehicle received', 'वाहन दाखल झाले', NULL),
	(1, 'Body / fiberglass work', 'बॉडी / फायबरग्लास काम', NULL),
	(2, 'Primer', 'प्रायमर', NULL),
	(3, 'Paint', 'रंगकाम', NULL),
	(4, 'Polish', 'पॉलिश', NULL),
	(5, 'Quality check', 'गुणवत्ता तपासणी', NULL),
	(6, 'Ready for pickup', 'घेऊन जाण्यासाठी तयार', 'ready'),
	(7, 'Delivered', 'सुपूर्द केले', 'delivered');
