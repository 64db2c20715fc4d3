import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurity } from './security';

const liveKeys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'webhook' };

/** The CORS answer to a request from `origin`, with the app configured by `env`. */
async function allowedOrigin(env: Record<string, string>, origin: string): Promise<string | undefined> {
  const app = Fastify();
  await registerSecurity(app, loadConfig(env));
  app.get('/api/ping', async () => ({ ok: true }));
  try {
    const res = await app.inject({ method: 'GET', url: '/api/ping', headers: { origin } });
    const header = res.headers['access-control-allow-origin'];
    return typeof header === 'string' ? header : undefined;
  } finally {
    await app.close();
  }
}

describe('CORS', () => {
  const vite = 'http://localhost:5173';

  it('allows the local web ports under NODE_ENV=development', async () => {
    expect(await allowedOrigin({ NODE_ENV: 'development' }, vite)).toBe(vite);
    expect(await allowedOrigin({ NODE_ENV: 'development' }, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('allows no local web port when NODE_ENV is unset or production', async () => {
    expect(await allowedOrigin({}, vite)).toBeUndefined();
    expect(await allowedOrigin({ NODE_ENV: 'production', PAYMENTS_MODE: 'live', ...liveKeys }, vite)).toBeUndefined();
  });

  it('allows the CORS_ORIGINS given, whatever NODE_ENV says', async () => {
    const shop = 'https://shop.example.in';
    expect(await allowedOrigin({ CORS_ORIGINS: shop }, shop)).toBe(shop);
    expect(await allowedOrigin({ CORS_ORIGINS: shop }, 'https://elsewhere.example.in')).toBeUndefined();
  });
});
