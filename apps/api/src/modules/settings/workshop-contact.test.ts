import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';

describe('GET /api/workshop', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers anyone, signed in or not, with the workshop's details from its BUSINESS_* settings", async () => {
    t = await createTestApp({
      env: {
        BUSINESS_NAME: 'Shinde Fiberglass',
        BUSINESS_ADDRESS: 'Shed 4, Chakan MIDC, Pune 410501',
        BUSINESS_PHONE: '+91 98220 12345',
        BUSINESS_EMAIL: 'hello@shinde.example.in',
        BUSINESS_HOURS: 'Mon–Sat 9:30 am – 7:00 pm',
        BUSINESS_MAP_URL: 'https://maps.example.in/?q=Chakan',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/workshop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Shinde Fiberglass',
      address: 'Shed 4, Chakan MIDC, Pune 410501',
      phone: '+91 98220 12345',
      email: 'hello@shinde.example.in',
      hours: 'Mon–Sat 9:30 am – 7:00 pm',
      mapUrl: 'https://maps.example.in/?q=Chakan',
    });
  });

  it('leaves out the details the owner has not set', async () => {
    t = await createTestApp({ env: { BUSINESS_PHONE: '', BUSINESS_HOURS: '', BUSINESS_MAP_URL: '' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/workshop' });
    expect(Object.keys(res.json<object>()).sort()).toEqual(['address', 'name']);
  });
});
