import type { Config } from '../../config';

/**
 * Whether WhatsApp messages are written at all: the one place that decides it. Until the
 * WHATSAPP_MODE setting exists, on everywhere but production (where WHATSAPP_MODE will default to
 * off); at that merge this reads the setting (on unless 'off').
 */
export const whatsAppChannelOn = (config: Pick<Config, 'env'>): boolean => config.env !== 'production';
