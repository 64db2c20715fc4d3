import type { WhatsAppConfig } from './whatsapp-config';
import { GraphWhatsAppProvider } from './graph-whatsapp-provider';
import { SandboxWhatsAppProvider } from './sandbox-whatsapp-provider';
import type { WhatsAppProvider } from './whatsapp-provider';

/** The provider the mode asks for; none in `off` mode, where nothing is queued. */
export function createWhatsAppProvider(config: WhatsAppConfig): WhatsAppProvider | undefined {
  if (config.mode === 'off') return undefined;
  if (config.mode === 'sandbox') return new SandboxWhatsAppProvider();
  const { token, phoneNumberId } = config;
  if (!token || !phoneNumberId)
    throw new Error('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required in live mode');
  return new GraphWhatsAppProvider({
    apiUrl: config.apiUrl,
    token,
    phoneNumberId,
    templatePrefix: config.templatePrefix,
  });
}
