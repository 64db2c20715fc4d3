// No zod here: every public page's footer imports this.

/** The path under /api of the workshop's own details; the server puts its answer into every public page. */
export const WORKSHOP_CONTACT_PATH = '/workshop';

/** GET /api/workshop: how to reach the workshop, from its BUSINESS_* settings (absent when unset). */
export interface WorkshopContact {
  name: string;
  address: string;
  phone?: string;
  email?: string;
  /** Opening hours as the owner writes them ("Mon–Sat 9:30–19:00"). */
  hours?: string;
  /** A link to the workshop on a map. */
  mapUrl?: string;
}

/**
 * A phone number's digits in international form (E.164 without the plus): an Indian number written
 * with 10 digits, or with a leading 0, gets the country code 91. Undefined when too short to dial.
 */
export function internationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  if (phone.trim().startsWith('+')) return digits;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** A `tel:` link that dials the number from anywhere. */
export const telHref = (phone: string): string => {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
};

/** WhatsApp's click-to-chat link for the number; undefined when it cannot be dialled. */
export const whatsAppHref = (phone: string): string | undefined => {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : undefined;
};
