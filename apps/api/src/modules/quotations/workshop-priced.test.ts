import type { Quotation, QuotationListAnswer } from '@karigar/domain/quotation-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import type { ServiceRow } from '../../db/schema/services';

describe("a quotation's workshopPriced flag", () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    service = await createService(t, { name: 'Premium car polishing', price: 3500 });
  });
  afterAll(async () => t.close());

  const request = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotations/request',
      headers: customer.headers,
      payload: { service: service.id, quotationPrice: 3000 },
    });
    return res.json<{ quotation: Quotation }>().quotation;
  };
  const read = async (id: string, user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/quotations/${id}`, headers: user.headers });
    return res.json<Quotation>();
  };
  const listed = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quotations/user?limit=100', headers: customer.headers });
    return res.json<QuotationListAnswer>().quotations.find((q) => q._id === id);
  };
  const update = (id: string, user: TestUser, updatedData: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${id}/update`,
      headers: user.headers,
      payload: { updatedData },
    });

  it('is false for a new request and stays false after the customer edits it', async () => {
    const q = await request();
    expect(q.workshopPriced).toBe(false);
    expect((await update(q._id, customer, { quantity: 3 })).statusCode).toBe(200);
    expect(await read(q._id, customer)).toMatchObject({ quantity: 3, workshopPriced: false });
    expect(await listed(q._id)).toMatchObject({ workshopPriced: false });
  });

  it('turns true once the workshop edits the price, in the detail and the list', async () => {
    const q = await request();
    expect((await update(q._id, admin, { offeredPrice: 3200, quantity: 1 })).statusCode).toBe(200);
    expect(await read(q._id, customer)).toMatchObject({ offeredPrice: 3200, workshopPriced: true });
    expect(await listed(q._id)).toMatchObject({ workshopPriced: true });
  });

  it('turns true once the workshop sends a follow-up', async () => {
    const q = await request();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${q._id}/follow-up`,
      headers: admin.headers,
      payload: { newPrice: 3100, followUpNote: 'Includes wax' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ quotation: Quotation }>().quotation.workshopPriced).toBe(true);
  });
});
