import { orderRef } from '@karigar/domain/order';
import type { ActivityEntry, ActivityListAnswer } from '@karigar/domain/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { checkoutSignatureFor, fakePaymentId, openCheckout } from '../payments/payment-test-fixtures';

describe('activity entries written by the API', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let entries: ActivityEntry[];
  let quotationId: string;
  let orderId: string;
  let checkoutId: string;
  let paymentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil' });
    // 1,180 plus 18 % tax: 1,392.40.
    const service = await createService(t, { name: 'Fiberglass bathtub', price: 1180 });
    const quotation = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
    });
    quotationId = quotation.id;
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${quotationId}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    orderId = accepted.json<{ orderId: string }>().orderId;
    const checkout = await openCheckout(t, customer, orderId);
    checkoutId = checkout.id;
    paymentId = fakePaymentId();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: customer.headers,
      payload: {
        razorpay_order_id: checkoutId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignatureFor(t, checkoutId, paymentId),
        orderId,
      },
    });
    expect(verified.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity?range=all&limit=1000',
      headers: admin.headers,
    });
    entries = res.json<ActivityListAnswer>().activities;
  });
  afterAll(() => t.close());

  const entry = (action: string) => {
    const found = entries.find((a) => a.action === action);
    if (!found) throw new Error(`no ${action} entry`);
    return found;
  };

  it('stores an accept as its action, its params and links to the quotation and the order', () => {
    expect(entry('quotation_accepted')).toMatchObject({
      message: `Asha Patil accepted quotation ${orderRef(quotationId)}`,
      params: { actor: 'Asha Patil', quotationId, quotationRef: orderRef(quotationId), orderId },
      details: {},
      links: { quotationId, orderId, userId: null, contactId: null },
    });
    expect(entry('order_created')).toMatchObject({
      params: {
        actor: 'Asha Patil',
        orderId,
        orderRef: orderRef(orderId),
        quotationId,
        quotationRef: orderRef(quotationId),
      },
      links: { orderId, quotationId },
    });
  });

  it('keeps provider ids out of the sentence and its params, in the details', () => {
    const opened = entry('payment_order_created');
    expect(opened).toMatchObject({
      message: `Asha Patil opened a checkout of ₹1,392.40 for order ${orderRef(orderId)}`,
      params: { actor: 'Asha Patil', amount: 1392.4, orderId, orderRef: orderRef(orderId) },
      details: { providerOrderId: checkoutId },
      links: { orderId },
    });
    const received = entry('payment_received');
    expect(received.params).toMatchObject({ amount: 1392.4, orderId, orderRef: orderRef(orderId) });
    expect(received.details).toMatchObject({ providerOrderId: checkoutId, providerPaymentId: paymentId });
    for (const logged of [opened, received]) {
      const said = JSON.stringify([logged.message, logged.params]);
      expect(said).not.toContain(checkoutId);
      expect(said).not.toContain(paymentId);
    }
  });

  it('answers the same entries as English text lines without provider ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/activities', headers: admin.headers });
    const lines: string[] = res.json().activities;
    expect(lines.some((line) => line.endsWith(`Asha Patil accepted quotation ${orderRef(quotationId)}`))).toBe(true);
    expect(lines.join('\n')).not.toContain(checkoutId);
    expect(lines.join('\n')).not.toContain(paymentId);
  });
});
