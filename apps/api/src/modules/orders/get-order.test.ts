import { orderNumber } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { orders } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';

describe('GET /api/orders/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let other: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    other = await createUser(t);
    service = await createService(t, { name: 'Fiberglass bathtub', price: 18000, sacCode: '998719' });
  });
  afterAll(async () => t.close());

  const get = (id: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user?.headers ?? {} });

  it("answers the contract's Order object with the status history", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { userId: customer.user.id, serviceId: service.id, quantity: 2, offeredPrice: 16000, discount: 2000 },
    });
    const id = created.json<{ order: Order }>().order._id;
    const res = await get(id, customer);
    expect(res.statusCode).toBe(200);
    const order = res.json<Order>();
    expect(order).toEqual({
      _id: id,
      orderNumber: orderNumber(id),
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: null,
      user: { _id: customer.user.id, name: 'Asha Patil', phone: null, email: 'asha@example.com' },
      service: { _id: service.id, name: 'Fiberglass bathtub', price: 18000 },
      serviceNameMr: '',
      serviceId: service.id,
      sacCode: '998719',
      quantity: 2,
      unitPrice: 18000,
      offeredPrice: 16000,
      discount: 2000,
      discountPercentage: 6.25,
      taxRate: 18,
      taxAlreadyIncluded: false,
      subtotalBeforeDiscount: 32000,
      subtotalAfterDiscount: 30000,
      preTaxTotal: 30000,
      taxAmount: 5400,
      totalPrice: 35400,
      totalAmount: 35400,
      pricingSnapshot: {
        originalUnitPrice: 18000,
        offeredPrice: 16000,
        quantity: 2,
        originalSubtotal: 36000,
        offeredSubtotal: 32000,
        discount: 2000,
        discountPercentage: 6.25,
        subtotalAfterDiscount: 30000,
        preTaxTotal: 30000,
        taxRate: 18,
        taxableAmount: 30000,
        taxAmount: 5400,
        totalAfterTax: 35400,
        taxAlreadyIncluded: false,
        isTaxIncluded: false,
        isTaxAdded: true,
        basePriceBeforeTax: 30000,
        unitPrice: 16000,
      },
      status: 'Pending',
      details: '',
      modification: '',
      unit: 'job',
      origin: 'manual',
      createdBy: { _id: admin.user.id, name: 'Workshop Admin' },
      vehicle: null,
      quotationId: null,
      quotation: null,
      paymentStatus: 'pending',
      paymentInfo: {
        status: 'pending',
        paidAt: null,
        razorpayPaymentId: null,
        providerPaymentId: null,
        failureReason: null,
        amount: 35400,
        provider: null,
      },
      amountPaid: 0,
      amountDue: 35400,
      refundDue: 0,
      advance: 0,
      advanceDue: 0,
      invoice: null,
      customerGstin: null,
      placeOfSupply: null,
      statusHistory: [
        {
          from: null,
          to: 'Pending',
          actor: { _id: admin.user.id, name: 'Workshop Admin' },
          createdAt: expect.any(String),
        },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('shows the quotation an order came from', async () => {
    const quotation = await createQuotation(t, customer.user, service, { offeredPrice: 17000 });
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${quotation.id}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    const order = (await get(accepted.json<{ orderId: string }>().orderId, admin)).json<Order>();
    expect(order).toMatchObject({
      origin: 'user',
      quotationId: quotation.id,
      quotation: { _id: quotation.id, totalAfterTax: 20060, quotationStatus: 'Accepted' },
      totalPrice: 20060,
      createdBy: { _id: customer.user.id, name: 'Asha Patil' },
    });
  });

  it('shows payment details and the invoice from the order', async () => {
    const row = await createOrder(t, customer.user, service);
    const paidAt = new Date('2026-05-04T10:00:00.000Z');
    await t.db
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt,
        razorpayPaymentId: 'pay_Q1w2e3r4t5y6u7',
        invoiceNumber: 'INV/2026-27/000001',
        invoiceIssuedAt: paidAt,
      })
      .where(eq(orders.id, row.id));
    const order = (await get(row.id, customer)).json<Order>();
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentInfo).toEqual({
      status: 'paid',
      paidAt: '2026-05-04T10:00:00.000Z',
      razorpayPaymentId: 'pay_Q1w2e3r4t5y6u7',
      providerPaymentId: 'pay_Q1w2e3r4t5y6u7',
      failureReason: null,
      amount: 21240,
      provider: null,
    });
    expect(order.invoice).toEqual({ number: 'INV/2026-27/000001', issuedAt: '2026-05-04T10:00:00.000Z' });
  });

  it("answers 404 'Order not found' for someone else's order, an unknown id or a malformed one", async () => {
    const row = await createOrder(t, customer.user, service);
    expect((await get(row.id, admin)).statusCode).toBe(200);
    for (const [id, user] of [
      [row.id, other],
      ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', admin],
      ['not-an-id', admin],
    ] as const) {
      const res = await get(id, user);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found' });
    }
  });

  it('requires a login', async () => {
    const row = await createOrder(t, customer.user, service);
    expect((await get(row.id, null)).statusCode).toBe(401);
  });
});
