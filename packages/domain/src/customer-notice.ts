/**
 * The events a customer hears about, each on the channels they allowed. Every event has one WhatsApp
 * template per language (names configurable) and an email.
 */
export const noticeEvents = [
  'quotation-priced',
  'quotation-revised',
  'order-placed',
  'ready-for-pickup',
  'promised-date-changed',
  'payment-received',
  'invoice',
  'payment-reminder',
] as const;
export type NoticeEvent = (typeof noticeEvents)[number];

export const noticeChannels = ['email', 'whatsapp'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** A WhatsApp message's life: queued here, accepted by the provider (sent), then delivered and read, or failed. */
export const whatsAppStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof whatsAppStatuses)[number];

/** How a customer's WhatsApp consent was given: by themselves in the app, or spoken to the workshop and recorded by an admin. */
export const consentSources = ['self', 'spoken'] as const;
export type ConsentSource = (typeof consentSources)[number];
