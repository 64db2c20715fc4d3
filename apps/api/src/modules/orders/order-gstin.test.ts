import type { Order } from '@karigar/domain/order-answer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';

// 29AAGCB7383J1Z4: Karnataka; 27AAPFU0939F1ZV: Maharashtra (the workshop's state in tests).
const KARNATAKA = '29AAGCB7383J1Z4';
const MAHARASHTRA = '27AAPFU0939F1ZV';

describe("customers' GSTINs on their profile and their orders", () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Bharat Auto Parts', email: 'bharat@example.com' });
    service = await createService(t, { name: 'Bumper repair', price: 2500 });
  });
  afterAll(async () => t.close());

  const putProfile = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me', headers: customer.headers, payload });
  const requestService = (payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/request-service',
      headers: customer.headers,
      payload: { serviceId: service.id, ...payload },
    });
  const setGstin = (id: string, gstin: string | null, user: TestUser = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/gstin`, headers: user.headers, payload: { gstin } });

  it('keeps a GSTIN typed in lower case with spaces on the profile, upper-cased', async () => {
    const res = await putProfile({ gstin: `  ${KARNATAKA.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.gstin).toBe(KARNATAKA);
  });

  it('names a wrong check character, a bad state code and a bad format as separate field errors', async () => {
    const checksum = await putProfile({ gstin: '29AAGCB7383J1Z5' });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json().fields).toEqual({ gstin: 'This GSTIN is mistyped: its last character does not match' });
    const state = await putProfile({ gstin: '39AAGCB7383J1Z4' });
    expect(state.json().fields).toEqual({ gstin: 'A GSTIN starts with a GST state code (01 to 38, or 97)' });
    const format = await putProfile({ gstin: '29AAGCB7383' });
    expect(format.json().fields).toEqual({ gstin: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV' });
  });

  it("copies the profile's GSTIN onto a new order, its state becoming the place of supply", async () => {
    await putProfile({ gstin: KARNATAKA });
    const res = await requestService();
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: Order }>().order).toMatchObject({ customerGstin: KARNATAKA, placeOfSupply: '29' });
  });

  it('takes a GSTIN given on the request instead of the profile, and none when it is cleared', async () => {
    const given = await requestService({ gstin: MAHARASHTRA });
    expect(given.json<{ order: Order }>().order).toMatchObject({ customerGstin: MAHARASHTRA, placeOfSupply: '27' });
    const none = await requestService({ gstin: '' });
    expect(none.json<{ order: Order }>().order).toMatchObject({ customerGstin: null, placeOfSupply: null });
    const bad = await requestService({ gstin: '27AAPFU0939F1ZW' });
    expect(bad.statusCode).toBe(400);
  });

  it('clears the profile GSTIN with an empty field: later orders keep the workshop state', async () => {
    expect((await putProfile({ gstin: '' })).json().user.gstin).toBeNull();
    const res = await requestService();
    expect(res.json<{ order: Order }>().order).toMatchObject({ customerGstin: null, placeOfSupply: null });
  });

  it("lets an admin set or remove an order's GSTIN before the invoice, never a customer", async () => {
    const { order } = (await requestService()).json<{ order: Order }>();
    expect((await setGstin(order._id, KARNATAKA, customer)).statusCode).toBe(403);
    const set = await setGstin(order._id, KARNATAKA.toLowerCase());
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'GSTIN saved',
      order: { customerGstin: KARNATAKA, placeOfSupply: '29' },
    });
    const removed = await setGstin(order._id, '');
    expect(removed.json().order).toMatchObject({ customerGstin: null, placeOfSupply: null });
    expect((await setGstin(order._id, '29AAGCB7383J1Z5')).statusCode).toBe(400);
  });

  it('refuses to change the GSTIN once the tax invoice is issued (409)', async () => {
    const { order } = (await requestService()).json<{ order: Order }>();
    await t.db
      .update(orders)
      .set({ invoiceNumber: 'INV/2026-27/0099', invoiceIssuedAt: new Date() })
      .where(eq(orders.id, order._id));
    const res = await setGstin(order._id, KARNATAKA);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_GSTIN_INVOICED');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ customerGstin: null, placeOfSupply: null });
  });

  it('answers 404 for an unknown order', async () => {
    expect((await setGstin('00000000-0000-4000-8000-000000000000', KARNATAKA)).statusCode).toBe(404);
  });
});
