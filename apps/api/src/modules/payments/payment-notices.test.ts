import { orderRef } from '@karigar/domain/order';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/users';
import { checkoutSignatureFor, fakePaymentId, insertCustomerOrder, openCheckout } from './payment-test-fixtures';

describe("the owner's notice of a payment", () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  const today = indiaDate(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Owner Admin' });
    asha = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const mailsTo = async (address: string) => (await t.mail()).filter((m) => m.to === address);

  it('tells every admin not deleted when an online payment arrives', async () => {
    const gone = await createAdmin(t, { name: 'Former Admin' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const order = await insertCustomerOrder(t, asha, { price: 250 });
    const checkout = await openCheckout(t, asha, order.id);
    const paymentId = fakePaymentId();
    await t.clearMail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: asha.headers,
      payload: {
        razorpay_order_id: checkout.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignatureFor(t, checkout.id, paymentId),
        orderId: order.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(gone.user.email)).toHaveLength(0);
    const [notice, ...more] = await mailsTo(admin.user.email);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe(`Payment received: ₹250.00 for order ${orderRef(order.id)}`);
    expect(notice?.text).toContain('The order is fully paid.');
    // The customer's receipt and tax invoice (decision 051).
    expect(await mailsTo(asha.user.email)).toHaveLength(2);
  });

  it('mails OWNER_EMAIL instead of every admin when it is set', async () => {
    const owned = await createTestApp({ env: { OWNER_EMAIL: 'Owner@Example.in' } });
    try {
      const boss = await createAdmin(owned);
      const customer = await createUser(owned);
      const order = await insertCustomerOrder(owned, customer, { price: 100 });
      await owned.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payments`,
        headers: boss.headers,
        payload: { method: 'cash', amount: 100, paidAt: today },
      });
      // The customer's receipt and tax invoice, and the owner's notice.
      expect((await owned.mail()).map((m) => m.to).sort()).toEqual(
        [customer.user.email, customer.user.email, 'owner@example.in'].sort(),
      );
    } finally {
      await owned.close();
    }
  });
});
