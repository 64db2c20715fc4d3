import type { Quotation } from '@karigar/domain/quotation-answer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import type { ServiceRow } from '../../db/schema/services';

describe('POST /api/quotations/request', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'workshop@example.com' } });
    customer = await createUser(t, { name: 'Asha Patil' });
    admin = await createAdmin(t);
    service = await createService(t, { name: 'Premium car polishing', price: 3500 });
  });
  afterAll(async () => t.close());

  const request = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/quotations/request', headers, payload });

  it('creates a Pending quotation priced from the list price, with revision v1, and mails the workshop', async () => {
    await t.clearMail();
    const res = await request(customer.headers, {
      service: service.id,
      quotationPrice: 3000,
      details: 'Red hatchback',
      modification: 'Ceramic coat',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; quotation: Quotation }>();
    expect(body.message).toBe('Quotation requested successfully!');
    const q = body.quotation;
    expect(q).toMatchObject({
      __v: 1,
      user: customer.user.id,
      userId: { _id: customer.user.id, name: 'Asha Patil' },
      serviceId: { _id: service.id, name: 'Premium car polishing', price: 3500 },
      quantity: 1,
      description: 'Red hatchback',
      details: 'Red hatchback',
      modification: 'Ceramic coat',
      quotationPrice: 3000,
      quotationStatus: 'Pending',
      followUpStatus: 'None',
      followUpNote: null,
      followUpRequired: false,
      unitPrice: 3500,
      basePrice: 3500,
      offeredPrice: 3500,
      newPrice: null,
      discount: 0,
      taxRate: 18,
      taxAlreadyIncluded: false,
      offeredSubtotal: 3500,
      preTaxTotal: 3500,
      taxAmount: 630,
      totalAfterTax: 4130,
      totalAmount: 4130,
      finalPrice: 4130,
      isConvertedToOrder: false,
      orderId: null,
      followUpHistory: [],
    });
    expect(q.priceDetails.totalAfterTax).toBe(4130);
    expect(q.revisions).toEqual([
      expect.objectContaining({ version: 1, kind: 'requested', actor: { _id: customer.user.id, name: 'Asha Patil' } }),
    ]);
    expect(q.revisions?.[0]?.changes['quotationPrice']).toEqual({ from: null, to: 3000 });

    expect(await t.mail()).toHaveLength(1);
    expect((await t.mail())[0]?.to).toBe('workshop@example.com');
    expect((await t.mail())[0]?.subject).toContain('Premium car polishing');
    expect((await t.mail())[0]?.text).toContain(`http://karigar.test/admin/quotations/${q._id}`);

    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, q._id), eq(activities.action, 'quotation_requested')));
    expect(logged).toHaveLength(1);
  });

  it('finds the service by its exact name in any case and prices the quantity', async () => {
    const res = await request(customer.headers, { service: 'PREMIUM car Polishing', quotationPrice: 0, quantity: 3 });
    expect(res.statusCode).toBe(201);
    const q = res.json<{ quotation: Quotation }>().quotation;
    expect(q.serviceId._id).toBe(service.id);
    expect(q.quantity).toBe(3);
    expect(q.offeredSubtotal).toBe(10500);
    expect(q.totalAfterTax).toBe(12390);
  });

  it('ignores totals and prices sent by the client', async () => {
    const res = await request(customer.headers, {
      service: service.id,
      quotationPrice: 1,
      offeredPrice: 1,
      totalAfterTax: 1,
      discount: 3000,
      quotationStatus: 'Accepted',
    });
    expect(res.statusCode).toBe(201);
    const q = res.json<{ quotation: Quotation }>().quotation;
    expect(q).toMatchObject({ offeredPrice: 3500, discount: 0, totalAfterTax: 4130, quotationStatus: 'Pending' });
  });

  it('reads an expected price sent as a numeric string, and says when it is not a number', async () => {
    const res = await request(customer.headers, { service: service.id, quotationPrice: '10000', quantity: '2' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ quotation: Quotation }>().quotation).toMatchObject({ quotationPrice: 10000, quantity: 2 });
    const bad = await request(customer.headers, { service: service.id, quotationPrice: 'ten thousand' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { quotationPrice: 'Expected price must be a number' } });
    const missing = await request(customer.headers, { service: service.id });
    expect(missing.json()).toMatchObject({ fields: { quotationPrice: 'Expected price is required' } });
  });

  it('answers 404 Service not found for an unknown or archived service', async () => {
    const archived = await createService(t, { name: 'Old service', archived: true });
    for (const ref of ['No such service', archived.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await request(customer.headers, { service: ref, quotationPrice: 100 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Service not found' });
    }
  });

  it('rejects a missing service or expected price and a bad quantity with 400', async () => {
    for (const payload of [
      { quotationPrice: 100 },
      { service: service.id },
      { service: service.id, quotationPrice: -1 },
      { service: service.id, quotationPrice: 1, quantity: 0 },
    ]) {
      const res = await request(customer.headers, payload);
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs a customer token: 401 without one, 403 for an admin', async () => {
    expect((await request({}, { service: service.id, quotationPrice: 1 })).statusCode).toBe(401);
    expect((await request(admin.headers, { service: service.id, quotationPrice: 1 })).statusCode).toBe(403);
  });

  it('sends no mail when ADMIN_EMAIL is not set', async () => {
    const plain = await createTestApp();
    try {
      const user = await createUser(plain);
      const svc = await createService(plain);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/quotations/request',
        headers: user.headers,
        payload: { service: svc.id, quotationPrice: 5 },
      });
      expect(res.statusCode).toBe(201);
      expect(await plain.mail()).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
