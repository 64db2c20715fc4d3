import { eq } from 'drizzle-orm';
import { Script } from 'node:vm';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { insertCustomerOrder, openCheckout } from './payment-test-fixtures';

/** The parts of jsdom this test uses (the package ships without type declarations; the API has no DOM types). */
interface DomElement {
  textContent: string | null;
  value: string;
  getAttribute(name: string): string | null;
  click(): void;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement>;
}
interface Dom {
  window: {
    eval(code: string): void;
    fetch: unknown;
    document: DomElement & { documentElement: { lang: string } };
    Razorpay: new (options: Record<string, unknown>) => {
      open(): void;
      on(event: string, callback: (response: unknown) => void): void;
    };
  };
}
type JsdomModule = { JSDOM: new (html: string, options: Record<string, unknown>) => Dom };
const jsdomName = 'jsdom';

describe('sandbox checkout', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('serves the checkout script as JavaScript defining window.Razorpay', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Razorpay = Razorpay');
    expect(res.body).toContain('"dialog": "Sandbox checkout"');
    expect(() => new Script(res.body)).not.toThrow();
  });

  describe('in a page', () => {
    let dom: Dom;

    beforeAll(async () => {
      const { JSDOM } = (await import(jsdomName)) as JsdomModule;
      dom = new JSDOM('<!doctype html><html><body><button>Pay now</button></body></html>', {
        url: 'http://karigar.test/user/orders/1',
        runScripts: 'outside-only',
      });
      // The page's fetch reaches the app under test.
      dom.window.fetch = async (
        url: string,
        init: { method: string; body: string; headers: Record<string, string> },
      ) => {
        const res = await t.app.inject({
          method: init.method as 'POST',
          url: new URL(url).pathname,
          headers: init.headers,
          payload: init.body,
        });
        return { ok: res.statusCode < 400, json: async () => res.json() };
      };
      dom.window.eval((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' })).body);
    });

    const dialog = () => dom.window.document.querySelector('[role="dialog"]');
    const button = (name: string) =>
      [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) ??
      expect.fail(`no button ${name}`);
    const open = (
      orderId: string,
      events: { handler?: (r: unknown) => void; ondismiss?: () => void; failed?: (r: unknown) => void },
    ) => {
      const rzp = new dom.window.Razorpay({
        key: 'rzp_test_sandbox',
        amount: 118000,
        currency: 'INR',
        name: 'Karigar Fiberglass & Auto Works',
        description: 'Order #1',
        order_id: orderId,
        handler: events.handler,
        prefill: { name: 'Asha Patil', email: 'asha@example.com', contact: '+91 98220 12345' },
        theme: { color: '#2563eb' },
        modal: { ondismiss: events.ondismiss },
      });
      if (events.failed) rzp.on('payment.failed', events.failed);
      rzp.open();
    };

    it('shows the business, the amount and the prefilled payer, and hands the confirmation to handler on Pay', async () => {
      const order = await insertCustomerOrder(t, customer, { price: 1180 });
      const checkout = await openCheckout(t, customer, order.id);
      const confirmed = new Promise<Record<string, string>>((resolve) =>
        open(checkout.id, { handler: (r) => resolve(r as Record<string, string>) }),
      );
      expect(dialog()?.getAttribute('aria-label')).toBe('Sandbox checkout');
      expect(dialog()?.querySelector('[data-sandbox-badge]')?.textContent).toBe('Sandbox — no real money');
      for (const text of [
        'Karigar Fiberglass & Auto Works',
        '₹1,180.00',
        'Asha Patil',
        'asha@example.com',
        '+91 98220 12345',
      ]) {
        expect(dialog()?.textContent).toContain(text);
      }
      button('Pay ₹1,180.00').click();
      const response = await confirmed;
      expect(Object.keys(response).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
      expect(dialog()).toBeNull();
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        headers: customer.headers,
        payload: { ...response, orderId: order.id },
      });
      expect(verified.statusCode).toBe(200);
    });

    it("calls the 'payment.failed' callbacks with the reason typed, and modal.ondismiss on Close", async () => {
      const order = await insertCustomerOrder(t, customer);
      const checkout = await openCheckout(t, customer, order.id);
      const failed = new Promise<{ error: { description: string } }>((resolve) =>
        open(checkout.id, { failed: (r) => resolve(r as { error: { description: string } }) }),
      );
      const reason = dialog()?.querySelector('input') ?? expect.fail('no reason input');
      expect(reason.value).toBe('Payment declined by the bank (sandbox)');
      reason.value = 'Insufficient funds';
      button('Fail payment').click();
      expect((await failed).error.description).toBe('Insufficient funds');
      expect(dialog()).toBeNull();

      const dismissed = new Promise<void>((resolve) => open(checkout.id, { ondismiss: resolve }));
      button('Close').click();
      await dismissed;
      expect(dialog()).toBeNull();
    });

    it('speaks Marathi on a page in Marathi, its failure reason too', async () => {
      const order = await insertCustomerOrder(t, customer, { price: 1180 });
      const checkout = await openCheckout(t, customer, order.id);
      dom.window.document.documentElement.lang = 'mr';
      const dismissed = new Promise<void>((resolve) => open(checkout.id, { ondismiss: resolve }));
      expect(dialog()?.getAttribute('aria-label')).toBe('सँडबॉक्स चेकआउट');
      expect(dialog()?.getAttribute('style')).toContain('Noto Sans Devanagari');
      expect(dialog()?.querySelector('[data-sandbox-badge]')?.textContent).toBe('सँडबॉक्स — खरे पैसे नाहीत');
      expect(dialog()?.textContent).toContain('नाव: Asha Patil');
      button('₹1,180.00 भरा');
      expect(dialog()?.querySelector('input')?.value).toBe('बँकेने पेमेंट नाकारले (सँडबॉक्स)');
      button('बंद करा').click();
      await dismissed;
      dom.window.document.documentElement.lang = 'en';
    });
  });

  it('pays with a signature Razorpay would accept, and marks nothing paid until it is verified', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 999 });
    const checkout = await openCheckout(t, customer, order.id);
    const res = await post('/api/payments/sandbox/pay', { order_id: checkout.id, method: 'upi' });
    expect(res.statusCode).toBe(200);
    const paid = res.json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>();
    expect(paid).toEqual({
      razorpay_order_id: checkout.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The official package's own check agrees with the sandbox's signature.
    expect(
      Razorpay.validateWebhookSignature(
        `${paid.razorpay_order_id}|${paid.razorpay_payment_id}`,
        paid.razorpay_signature,
        'test_key_secret',
      ),
    ).toBe(true);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'created', method: 'upi' })]);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: customer.headers,
      payload: { ...paid, orderId: order.id },
    });
    expect(verified.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'paid',
      razorpayPaymentId: paid.razorpay_payment_id,
    });
  });

  it('answers 404 for a provider order that is unknown or no longer open', async () => {
    expect((await post('/api/payments/sandbox/pay', { order_id: 'order_Unknown0000001' })).statusCode).toBe(404);
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    expect((await post('/api/payments/sandbox/fail', { order_id: checkout.id })).statusCode).toBe(200);
    const res = await post('/api/payments/sandbox/pay', { order_id: checkout.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Payment order not found' });
  });

  it("fails a payment with Checkout's error shape and records the reason; a retry then pays", async () => {
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    const res = await post('/api/payments/sandbox/fail', { order_id: checkout.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment declined by the bank (sandbox)',
        reason: 'payment_failed',
        source: 'customer',
        step: 'payment_authorization',
        metadata: { order_id: checkout.id, payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) },
      },
    });
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'failed',
      failureReason: 'Payment declined by the bank (sandbox)',
    });

    const retry = await openCheckout(t, customer, order.id, { retry: true });
    expect(retry.id).not.toBe(checkout.id);
    const custom = await post('/api/payments/sandbox/fail', { order_id: retry.id, reason: 'Card expired' });
    expect(custom.json()).toMatchObject({ error: { description: 'Card expired' } });
    expect((await orderRow(order.id)).failureReason).toBe('Card expired');

    const last = await openCheckout(t, customer, order.id, { retry: true });
    const paid = (await post('/api/payments/sandbox/pay', { order_id: last.id })).json<Record<string, string>>();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: customer.headers,
      payload: { ...paid, orderId: order.id },
    });
    expect(verified.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', failureReason: null });
    expect((await paymentsOf(order.id)).map((p) => p.status).sort()).toEqual(['paid', 'superseded', 'superseded']);
  });
});
