import type { TemplateBodies } from './template-bodies';

/** The WhatsApp template bodies in English, as submitted to Meta for approval (docs/whatsapp-templates.md). */
export const en: TemplateBodies = {
  'quotation-priced':
    'Hello {{1}}, the workshop has priced your quotation for {{2}}: {{3}} including tax. See it, and accept or reject it: {{4}} . Thank you.',
  'quotation-revised':
    'Hello {{1}}, the workshop revised your quotation for {{2}}. The new total is {{3}} including tax. See it, and accept or reject it: {{4}} . Thank you.',
  'order-placed':
    'Hello {{1}}, your order #{{2}} for {{3}} is placed. Total: {{4}} including tax. Follow it here: {{5}} . Thank you.',
  'ready-for-pickup':
    'Hello {{1}}, good news: the work on your order #{{2}} is done, and it is ready for pickup. Details: {{3}} . Thank you.',
  'promised-date-changed':
    'Hello {{1}}, the delivery date of your order #{{2}} has changed. The workshop now expects: {{3}}. Follow the work: {{4}} . Thank you.',
  'payment-received':
    'Hello {{1}}, we received your payment of {{2}} for order #{{3}}. Your receipt: {{4}} . Thank you.',
  invoice:
    'Hello {{1}}, your invoice {{2}} for order #{{3}} is attached. Total: {{4}} including tax. Thank you for your business.',
  'payment-reminder':
    'A reminder from the workshop: {{2}} is still due on your order #{{1}}. Pay securely here: {{3}} . Thank you.',
};
