import { randomUUID } from 'node:crypto';
import type { WhatsAppAccepted, WhatsAppProvider } from './whatsapp-provider';

/**
 * The sandbox: nothing leaves the machine. Every message counts as sent and delivered at once, under
 * a provider id of its own (`wamid.sandbox-…`), so a trial install shows the whole path.
 */
export class SandboxWhatsAppProvider implements WhatsAppProvider {
  send(): Promise<WhatsAppAccepted> {
    return Promise.resolve({ providerMessageId: `wamid.sandbox-${randomUUID()}`, status: 'delivered' });
  }
}
