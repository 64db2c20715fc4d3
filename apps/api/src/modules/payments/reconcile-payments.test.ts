import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { createMailOutbox } from '../../lib/outbox/queue-mail';
import { SandboxPaymentProvider } from '../../lib/payments/sandbox-provider';
import type { PaymentDeps } from './payment-deps';
import { insertCustomerOrder, openCheckout } from './payment-test-fixtures';
import { reconcilePayments } from './reconcile-payments';

describe('reconcilePayments', () => {
  let t: TestApp;
  let customer: TestUser;
  let gateway: SandboxPaymentProvider;
  let deps: PaymentDeps;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    // The sandbox gateway on the app's database, standing in for what Razorpay knows about each provider order.
    gateway = new SandboxPaymentProvider({ keySecret: 'test_key_secret', webhookSecret: 'test_webhook_secret' }, t.db);
    deps = {
      config: t.config,
      db: t.db,
      mail: createMailOutbox({ delivering: false, log: t.app.log, showLinks: false }),
      provider: gateway,
      log: t.app.log,
    };
  });
  afterAll(async () => t.close());

  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const openOrder = async () => {
    const order = await insertCustomerOrder(t, customer, { price: 750 });
    return { order, checkout: await openCheckout(t, customer, order.id) };
  };

  it('marks paid an order the gateway captured but the app never heard about, once the checkout is 15 minutes old', async () => {
    const { order, checkout } = await openOrder();
    const { paymentId } = await gateway.pay(checkout.id, checkout.amount, 'upi');

    const early = await reconcilePayments(deps, minutesFromNow(10));
    expect(early.paid).toBe(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    const mailBefore = (await t.mail()).length;
    const summary = await reconcilePayments(deps, minutesFromNow(16));
    expect(summary).toMatchObject({ paid: 1, errors: 0 });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId });
    expect(after.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
      expect.objectContaining({ status: 'paid', providerPaymentId: paymentId, method: 'upi' }),
    ]);
    expect((await t.mail()).slice(mailBefore)).toEqual([expect.objectContaining({ to: customer.user.email })]);

    const again = await reconcilePayments(deps, minutesFromNow(16));
    expect(again.paid).toBe(0);
  });

  it('records a failure the app never heard about, and leaves checkouts without attempts open', async () => {
    const failed = await openOrder();
    await gateway.fail(failed.checkout.id, failed.checkout.amount, 'card', 'Card declined');
    const untouched = await openOrder();

    const summary = await reconcilePayments(deps, minutesFromNow(16));
    expect(summary).toMatchObject({ failed: 1, errors: 0 });
    expect(await orderRow(failed.order.id)).toMatchObject({ paymentStatus: 'failed', failureReason: 'Card declined' });
    expect(await orderRow(untouched.order.id)).toMatchObject({ paymentStatus: 'pending', failureReason: null });
  });

  it('leaves checkouts untouched for more than three days alone', async () => {
    const { order, checkout } = await openOrder();
    await gateway.pay(checkout.id, checkout.amount, 'card');
    await reconcilePayments(deps, minutesFromNow(73 * 60));
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('settles a capture on a replaced checkout as the payment, once', async () => {
    const { order, checkout } = await openOrder();
    await openCheckout(t, customer, order.id, { retry: true });
    await gateway.pay(checkout.id, checkout.amount, 'upi');

    const summary = await reconcilePayments(deps, minutesFromNow(16));
    expect(summary).toMatchObject({ refundDue: 0, errors: 0 });
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'paid',
      paidPaise: checkout.amount,
      refundDuePaise: 0,
    });
    expect((await reconcilePayments(deps, minutesFromNow(16))).paid).toBe(0);
    expect((await orderRow(order.id)).paidPaise).toBe(checkout.amount);
  });
});
