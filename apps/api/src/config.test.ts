import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { templateName, whatsAppEnabled, whatsAppWarning } from './lib/whatsapp/whatsapp-config';

describe('loadConfig', () => {
  it('applies every default when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 10000, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.appUrl).toBe('http://localhost:10000');
  });

  it('serves the API docs outside production unless API_DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('gives a client 30 seconds for a whole request unless REQUEST_TIMEOUT says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT: '2' }).requestTimeoutMs).toBe(2_000);
    for (const bad of ['0', '1.5', 'soon'])
      expect(() => loadConfig({ REQUEST_TIMEOUT: bad })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) expect(problems).toContain(name);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '' }).databaseUrl).toBeUndefined();
  });

  it('lower-cases the admin email and trims the app URL', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Owner@Example.IN', APP_URL: 'https://shop.example.in/' });
    expect(config.adminEmail).toBe('owner@example.in');
    expect(config.appUrl).toBe('https://shop.example.in');
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads a whole number as the count of trusted hops nearest the server', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });

  it.each(['true', '0', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.example.in', '127.0.0.1,'])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('tells an unset NODE_ENV apart from development, and takes payments in the sandbox then', () => {
    const config = loadConfig({});
    expect(config.env).toBeUndefined();
    expect(config.payments.mode).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
  });

  it('refuses production without PAYMENTS_MODE, in one line naming both choices', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as ConfigError;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(
      'PAYMENTS_MODE=live (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET)',
    );
    expect(message).toContain('PAYMENTS_MODE=sandbox');
  });

  it('runs production with the payments mode it is given', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' }).payments.mode).toBe('sandbox');
    const live = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'live',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
    });
    expect(live.payments.mode).toBe('live');
  });

  it('runs WhatsApp in the sandbox outside production and off in production unless WHATSAPP_MODE says otherwise', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };
    expect(loadConfig({}).whatsApp).toMatchObject({
      mode: 'sandbox',
      apiUrl: 'https://graph.facebook.com/v21.0',
      templatePrefix: 'karigar_',
    });
    expect(whatsAppEnabled(loadConfig({}))).toBe(true);
    expect(loadConfig(production).whatsApp.mode).toBe('off');
    expect(whatsAppEnabled(loadConfig(production))).toBe(false);
    expect(loadConfig({ ...production, WHATSAPP_MODE: 'sandbox' }).whatsApp.mode).toBe('sandbox');
    expect(() => loadConfig({ WHATSAPP_MODE: 'on' })).toThrow(/WHATSAPP_MODE/);
  });

  it('lists every WhatsApp setting live mode lacks, and never the values given', () => {
    let error: unknown;
    try {
      loadConfig({ WHATSAPP_MODE: 'live', WHATSAPP_TOKEN: 'secret-token-value' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_MODE is live',
      'WHATSAPP_APP_SECRET: required when WHATSAPP_MODE is live',
      'WHATSAPP_VERIFY_TOKEN: required when WHATSAPP_MODE is live',
    ]);
    expect((error as Error).message).not.toContain('secret-token-value');
  });

  it('warns at start-up that sandbox WhatsApp messages never leave the machine, loudly in production', () => {
    expect(whatsAppWarning(loadConfig({}))).toMatch(/^WhatsApp runs in the sandbox/);
    const production = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };
    expect(whatsAppWarning(loadConfig({ ...production, WHATSAPP_MODE: 'sandbox' }))).toMatch(
      /^WARNING: WHATSAPP_MODE=sandbox/,
    );
    expect(whatsAppWarning(loadConfig(production))).toBeUndefined();
  });

  it('names templates by prefix and event', () => {
    const config = loadConfig({ WHATSAPP_TEMPLATE_PREFIX: 'garage_', WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/' });
    expect(templateName(config.whatsApp.templatePrefix, 'promised-date-changed')).toBe('garage_promised_date_changed');
    expect(config.whatsApp.apiUrl).toBe('http://127.0.0.1:9/v21.0');
    expect(() => loadConfig({ WHATSAPP_TEMPLATE_PREFIX: 'Bad Prefix' })).toThrow(/WHATSAPP_TEMPLATE_PREFIX/);
  });
});
