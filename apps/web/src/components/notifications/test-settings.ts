import type { NotificationSettings } from '@karigar/domain/notification-settings';

/** A customer with a phone, email updates on and WhatsApp never given: what tests start from. */
export const noWhatsApp: NotificationSettings = {
  emailUpdates: true,
  hasEmail: true,
  phone: '+919822012345',
  whatsApp: false,
  whatsAppConsentAt: null,
  whatsAppConsentSource: null,
  whatsAppConsentBy: null,
  whatsAppOptedOutAt: null,
};
