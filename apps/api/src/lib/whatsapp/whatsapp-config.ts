import type { NoticeEvent } from '@karigar/domain/customer-notice';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const whatsAppModes = ['off', 'sandbox', 'live'] as const;
export type WhatsAppMode = (typeof whatsAppModes)[number];

/** Templates are named this prefix and the event (karigar_ready_for_pickup) unless WHATSAPP_TEMPLATE_PREFIX says otherwise. */
export const DEFAULT_TEMPLATE_PREFIX = 'karigar_';
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The WhatsApp variables of the environment, read with the rest of the configuration. */
export const whatsAppEnvShape = {
  /** off, sandbox or live; unset: sandbox outside production, off in production. */
  WHATSAPP_MODE: optionalString.pipe(z.enum(whatsAppModes).optional()),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]*$/, 'must be lower-case letters, digits and _ (as template names are)')
    .default(DEFAULT_TEMPLATE_PREFIX),
};

type WhatsAppEnv = { NODE_ENV?: string | undefined } & z.infer<z.ZodObject<typeof whatsAppEnvShape>>;

export interface WhatsAppConfig {
  mode: WhatsAppMode;
  /** The Graph API's bearer token (live only). */
  token: string | undefined;
  phoneNumberId: string | undefined;
  /** Signs webhook deliveries; in sandbox mode the server fills it from the install's secrets when unset. */
  appSecret: string | undefined;
  /** Answered back on the webhook's verification; filled like appSecret in sandbox mode. */
  verifyToken: string | undefined;
  /** The Graph API's base URL with its version (contract tests point it at a local fake). */
  apiUrl: string;
  /** A template's name is this prefix and the event with `_` for `-`: karigar_ready_for_pickup. */
  templatePrefix: string;
}

const liveNeeds = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** The WhatsApp settings, adding to `problems` every variable live mode needs and lacks. */
export function whatsAppConfigOf(env: WhatsAppEnv, problems: string[]): WhatsAppConfig {
  const mode = env.WHATSAPP_MODE ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (mode === 'live') {
    for (const name of liveNeeds) if (!env[name]) problems.push(`${name}: required when WHATSAPP_MODE is live`);
  }
  return {
    mode,
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    apiUrl: (env.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    templatePrefix: env.WHATSAPP_TEMPLATE_PREFIX,
  };
}

/**
 * Whether customer messages go to WhatsApp at all: false in `off` mode, where nothing may be queued
 * (the routing of notices checks this before writing a WhatsApp row).
 */
export function whatsAppEnabled(config: { whatsApp: Pick<WhatsAppConfig, 'mode'> }): boolean {
  return config.whatsApp.mode !== 'off';
}

/** The start-up line saying that WhatsApp messages do not leave the machine; undefined otherwise. */
export function whatsAppWarning(config: { env: string | undefined; whatsApp: Pick<WhatsAppConfig, 'mode'> }) {
  if (config.whatsApp.mode !== 'sandbox') return undefined;
  if (config.env === 'production')
    return 'WARNING: WHATSAPP_MODE=sandbox in production. WhatsApp messages are marked delivered but never leave the machine.';
  return 'WhatsApp runs in the sandbox: messages are shown on the Messages screen and never leave the machine (WHATSAPP_MODE=live with the Cloud API settings sends them).';
}

/** The approved template an event is sent with: the prefix and the event, `-` written `_`. */
export function templateName(prefix: string, event: NoticeEvent): string {
  return `${prefix}${event.replaceAll('-', '_')}`;
}
