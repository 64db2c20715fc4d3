import { WhatsAppSendError } from './whatsapp-provider';

/**
 * Graph error codes worth another try later: rate limits, throttling, the platform's own trouble, and
 * a token refused (190), which the owner renews without the message being lost.
 */
const retryableCodes = new Set([1, 2, 4, 17, 190, 341, 80007, 130429, 131000, 131016, 131048, 131056]);

/** Codes that mean this message can never go as it is, in the owner's words. */
const permanentReasons: Record<number, string> = {
  100: 'A value in the message was not accepted',
  131026: 'The number cannot receive WhatsApp messages',
  131030: 'The number is not allowed to receive messages from this business yet',
  131047: 'The customer has not written in the last 24 hours, and the message is not a template',
  131051: 'WhatsApp does not support this kind of message',
  131052: 'The document could not be downloaded',
  131053: 'The document could not be uploaded',
  132000: 'The template expects a different number of values',
  132001: 'The template does not exist in this language or is not approved',
  132005: 'The template text is too long once filled in',
  132007: 'The template breaks a WhatsApp content rule',
  132012: 'The template values do not have the expected format',
  132015: 'The template is paused for low quality',
  132016: 'The template is disabled',
};

interface GraphErrorBody {
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
}

/** Reads a Graph API error answer: its numeric code and its own words. */
function graphError(body: unknown): { code: number | undefined; message: string | undefined } {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : undefined;
  const message = details ?? (typeof error?.message === 'string' ? error.message : undefined);
  return { code, message };
}

/**
 * The failure a Graph API error answer stands for: retried for rate limits, server trouble (5xx)
 * and the codes above; permanent for an invalid number, a bad parameter or a template that is missing
 * or not approved, and for any other refusal of the request (4xx).
 */
export function graphFailure(status: number, body: unknown): WhatsAppSendError {
  const { code, message } = graphError(body);
  const known = code === undefined ? undefined : permanentReasons[code];
  const words = known ?? message ?? `The WhatsApp API answered HTTP ${status}`;
  const reason = code === undefined ? words : `${words} (WhatsApp error ${code})`;
  const retryable =
    status >= 500 || status === 429 || status === 401 || (code !== undefined && retryableCodes.has(code));
  return new WhatsAppSendError(reason, !retryable, code === undefined ? undefined : String(code));
}

/** A request that never got an answer (the network, a timeout): always tried again. */
export function networkFailure(error: unknown): WhatsAppSendError {
  const words = error instanceof Error ? error.message : String(error);
  return new WhatsAppSendError(`The WhatsApp API could not be reached: ${words}`, false);
}
