ALTER TABLE "whatsapp_messages" ADD COLUMN "error_code" text;--> statement-breakpoint
-- The codes of the failures already recorded, read from their words.
UPDATE "whatsapp_messages" SET "error_code" = substring("last_error" from '\(WhatsApp error (\d+)\)$')
WHERE "last_error" ~ '\(WhatsApp error \d+\)$';--> statement-breakpoint
UPDATE "whatsapp_messages" SET "error_code" = 'opted-out'
WHERE "last_error" = 'The customer replied STOP: no more WhatsApp messages';
