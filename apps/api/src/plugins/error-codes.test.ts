import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createQuotation, createService } from '../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../test/factories';
import type { ServiceRow } from '../db/schema/services';
import { throttles } from '../modules/auth/rate-limits';

describe('error answers carry the code of their situation beside the English message', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { email: 'asha@example.com', password: 'secret-pass' });
    admin = await createAdmin(t);
    service = await createService(t, { name: 'Fiberglass bathtub', price: 18000 });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('answers TOKEN_EXPIRED for an expired access token, the code the web client refreshes on', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(missing.json()).toEqual({ message: 'Unauthorized: No token provided', code: 'TOKEN_MISSING' });
  });

  it('answers INVALID_CREDENTIALS for a wrong password', async () => {
    const res = await login('asha@example.com', 'wrong-pass', '10.0.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('names what was not found, and an unknown API path as a route', async () => {
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toEqual({ message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    const route = await t.app.inject({ method: 'DELETE', url: '/api/nowhere' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toMatchObject({ message: 'Route DELETE /api/nowhere not found', code: 'ROUTE_NOT_FOUND' });
  });

  it('gives each refused field its English text and its code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid input: name, email, password',
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
      fieldCodes: { name: 'NAME_REQUIRED', email: 'EMAIL_INVALID', password: 'PASSWORD_TOO_SHORT' },
    });
  });

  it("codes zod's own texts INVALID_VALUE and a body that cannot be read BODY_INVALID", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { password: 'INVALID_VALUE' } });
    expect(res.json().fields.password).toEqual(expect.any(String));
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BODY_INVALID' });
  });

  it('answers RATE_LIMITED with a Retry-After header once the password throttle blocks', async () => {
    const { freeFailures } = throttles.login('', '').policy;
    for (let i = 0; i <= freeFailures; i++) await login('asha@example.com', `wrong-${i}`, '10.0.0.9');
    const res = await login('asha@example.com', 'secret-pass', '10.0.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many attempts. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a refused quotation action with the rule that refused it', async () => {
    const q = await createQuotation(t, customer.user, service);
    const act = (action: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/quotations/${q.id}/action`,
        headers: customer.headers,
        payload: { action },
      });
    expect((await act('reject')).statusCode).toBe(200);
    const res = await act('accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
      code: 'QUOTATION_REJECTED_NEEDS_FOLLOW_UP',
    });
  });

  it('names the amounts of a pricing refusal in params', async () => {
    const q = await createQuotation(t, customer.user, service);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: admin.headers,
      payload: { discount: 20000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Discount (₹20,000.00) cannot exceed subtotal (₹18,000.00)',
      code: 'DISCOUNT_EXCEEDS_SUBTOTAL',
      params: { discount: '₹20,000.00', subtotal: '₹18,000.00' },
    });
  });
});
