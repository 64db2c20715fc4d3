-- Installs seeded before the catalogue carried fitting SAC codes have every seeded service under
-- 998714 (vehicle repair). A seeded service still under its seeded name and that code gets its
-- fitting one, once; a service the owner renamed or gave another code is left as it is.
UPDATE "services" SET "sac_code" = '998831', "updated_at" = now() WHERE "name" = 'Fiberglass-Coated Plywood Doors' AND "sac_code" = '998714';--> statement-breakpoint
UPDATE "services" SET "sac_code" = '995453', "updated_at" = now() WHERE "name" = 'Fiberglass Roofing' AND "sac_code" = '998714';--> statement-breakpoint
UPDATE "services" SET "sac_code" = '998852', "updated_at" = now() WHERE "name" IN ('Fiberglass Bathtub', 'Fiberglass Planter Pots') AND "sac_code" = '998714';
