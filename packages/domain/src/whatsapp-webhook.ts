import { z } from 'zod';

const hubValue = z.string().max(500).optional();

/** GET /api/webhooks/whatsapp: Meta's verification of the callback URL. */
export const whatsAppVerifyQuery = z.object({
  'hub.mode': hubValue,
  'hub.verify_token': hubValue,
  'hub.challenge': hubValue,
});
export type WhatsAppVerifyQuery = z.infer<typeof whatsAppVerifyQuery>;

export const whatsAppWebhookAnswer = z.object({ ok: z.literal(true) });
