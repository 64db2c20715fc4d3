import { templateName } from './whatsapp-config';
import { graphFailure, networkFailure } from './graph-errors';
import type { OutgoingWhatsApp, WhatsAppAccepted, WhatsAppProvider } from './whatsapp-provider';

export interface GraphSettings {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  templatePrefix: string;
}

/** How long one Graph API request may take before it counts as a network failure (and is retried). */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The WhatsApp Business Platform (Cloud API): every message is a template (one per event and
 * language), as the customer may not have written within 24 hours; the invoice's PDF is uploaded
 * first and sent as the template's document header (decision 050).
 */
export class GraphWhatsAppProvider implements WhatsAppProvider {
  constructor(private readonly settings: GraphSettings) {}

  async send(message: OutgoingWhatsApp): Promise<WhatsAppAccepted> {
    const mediaId = message.document ? await this.upload(message.document) : undefined;
    const components: object[] = [];
    if (mediaId && message.document)
      components.push({
        type: 'header',
        parameters: [{ type: 'document', document: { id: mediaId, filename: message.document.filename } }],
      });
    if (message.params.length)
      components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
    const answer = await this.request('messages', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: templateName(this.settings.templatePrefix, message.event),
          language: { code: message.language },
          components,
        },
      }),
    });
    const id = (answer as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
    if (typeof id !== 'string') throw graphFailure(502, { error: { message: 'The answer named no message id' } });
    return { providerMessageId: id, status: 'sent' };
  }

  /** Uploads a document to the media endpoint; answers its media id. */
  private async upload(document: NonNullable<OutgoingWhatsApp['document']>): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', document.contentType);
    const bytes = Buffer.from(document.base64, 'base64');
    form.set('file', new Blob([bytes], { type: document.contentType }), document.filename);
    const answer = await this.request('media', { body: form });
    const id = (answer as { id?: unknown }).id;
    if (typeof id !== 'string') throw graphFailure(502, { error: { message: 'The upload answered no media id' } });
    return id;
  }

  /** POSTs to `{base}/{phone-number-id}/{path}` with the bearer token; a refusal is thrown as its failure. */
  private async request(path: string, init: { headers?: Record<string, string>; body: string | FormData }) {
    const { apiUrl, phoneNumberId, token } = this.settings;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/${encodeURIComponent(phoneNumberId)}/${path}`, {
        method: 'POST',
        headers: { ...init.headers, authorization: `Bearer ${token}` },
        body: init.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw networkFailure(error);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) throw graphFailure(response.status, body);
    return (body ?? {}) as object;
  }
}
