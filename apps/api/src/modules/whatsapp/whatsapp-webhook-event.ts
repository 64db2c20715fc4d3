import { z } from 'zod';

/** A delivery status of one of our messages. */
const statusUpdate = z.object({
  id: z.string(),
  status: z.string(),
  /** Unix seconds, as text. */
  timestamp: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdate>;

/** A message a customer wrote to the business: plain text or a quick-reply button. */
const inboundMessage = z.object({
  from: z.string(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
export type InboundMessage = z.infer<typeof inboundMessage>;

/** The parts of a WhatsApp Business Account webhook payload the app reads. */
export const whatsAppWebhookEvent = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(statusUpdate).optional(),
                  messages: z.array(inboundMessage).optional(),
                })
                .default({}),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsAppWebhookEvent = z.infer<typeof whatsAppWebhookEvent>;

/** What a customer may write to stop WhatsApp messages, compared trimmed and in lower case. */
const stopWords = new Set(['stop', 'unsubscribe', 'थांबा']);

/** Whether an inbound message asks to stop messages. */
export function asksToStop(message: InboundMessage): boolean {
  const words = message.text?.body ?? message.button?.text;
  return words !== undefined && stopWords.has(words.trim().toLowerCase());
}
