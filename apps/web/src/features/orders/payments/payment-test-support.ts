import type { OrderPayment } from '@karigar/domain/recorded-payment';
import type { CheckoutFailure } from '@karigar/domain/payment';
import { afterEach, beforeAll } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { anOrder } from '../test-support';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import type { CheckoutOptions } from './checkout-types';

/** Shared by the payment widget's tests: a fake Razorpay Checkout and the payments API behind an order page. */
export const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
export const SCRIPT = '/api/payments/sandbox/checkout.js';

/** A stand-in for Razorpay Checkout: records what each checkout was opened with. */
export class FakeCheckout {
  static opened: FakeCheckout[] = [];
  failed: ((response: CheckoutFailure) => void)[] = [];
  constructor(readonly options: CheckoutOptions) {}
  on(_event: 'payment.failed', callback: (response: CheckoutFailure) => void) {
    this.failed.push(callback);
    return this;
  }
  open() {
    FakeCheckout.opened.push(this);
    return this;
  }
  fail(description: string) {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description,
      reason: 'payment_failed',
      source: 'customer',
      step: 'payment_authorization',
      metadata: { order_id: this.options.order_id, payment_id: 'pay_x' },
    };
    for (const callback of this.failed) callback({ error });
  }
}

export const paidOrder = anOrder({
  paymentStatus: 'paid',
  amountPaid: 2360,
  amountDue: 0,
  paymentInfo: {
    status: 'paid',
    paidAt: '2026-03-04T06:00:00.000Z',
    razorpayPaymentId: 'pay_Q1w2E3r4T5y6U7',
    providerPaymentId: 'pay_Q1w2E3r4T5y6U7',
    failureReason: null,
    amount: 2360,
    provider: 'sandbox',
  },
});

/** The online payment behind paidOrder, as the order's payments list answers it. */
export const onlinePayment: OrderPayment = {
  _id: '9c8b7a60-0000-4000-8000-000000000002',
  amount: 2360,
  currency: 'INR',
  status: 'paid',
  provider: 'sandbox',
  method: 'card',
  providerOrderId: 'order_1',
  providerPaymentId: 'pay_Q1w2E3r4T5y6U7',
  reference: null,
  failureReason: null,
  createdAt: '2026-03-04T05:59:00.000Z',
  paidAt: '2026-03-04T06:00:00.000Z',
  voidedAt: null,
  recordedBy: null,
  voidedBy: null,
  voidReason: null,
};

interface Options {
  order?: ReturnType<typeof anOrder>;
  role?: 'user' | 'admin';
  createOrder?: (call: RecordedCall) => { status?: number; body?: unknown };
  verify?: (call: RecordedCall) => { status?: number; body?: unknown };
  /** The order as stored now, when something other than this page changed it. */
  current?: () => ReturnType<typeof anOrder> | undefined;
  /** The server's payments mode (sandbox by default). */
  mode?: 'sandbox' | 'live';
}

/** The customer's order page with the payments API behind it; the order turns paid once verified. */
export function paymentApi({
  order = anOrder(),
  role = 'user',
  createOrder,
  verify,
  current: stored,
  mode = 'sandbox',
}: Options = {}) {
  signIn();
  let current = order;
  let attempt = 0;
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role }) }),
    [`GET ${ORDER_PATH}`]: () => ({ body: stored?.() ?? current }),
    [`GET ${ORDER_PATH}/payments`]: () => ({
      body: { payments: (stored?.() ?? current).paymentStatus === 'paid' ? [onlinePayment] : [] },
    }),
    'GET /api/payments/config': () => ({
      body: { mode, keyId: 'rzp_test_sandbox', checkoutScriptUrl: SCRIPT },
    }),
    'POST /api/payments/create-order': (call) => {
      attempt += 1;
      return (
        createOrder?.(call) ?? {
          body: {
            success: true,
            message: 'Payment order created',
            keyId: 'rzp_test_sandbox',
            provider: 'sandbox',
            order: {
              id: `order_${attempt}`,
              amount: 236000,
              currency: 'INR',
              receipt: 'r',
              notes: { orderId: ORDER_ID },
            },
          },
        }
      );
    },
    'POST /api/payments/verify': (call) => {
      const answer = verify?.(call);
      if (answer) return answer;
      current = paidOrder;
      return {
        body: {
          success: true,
          message: 'Payment Verified & Order Updated!',
          orderId: ORDER_ID,
          paymentInfo: paidOrder.paymentInfo,
        },
      };
    },
  });
}

// The pages' code is loaded once up front, so the first test does not wait for it.

/** Registers the hooks every payment widget test file needs: pages loaded up front, no checkout left behind. */
export function setUpPaymentTests(): void {
  // The pages' code is loaded once up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('../pages/order-detail-page');
  });
  afterEach(() => {
    FakeCheckout.opened = [];
    delete window.Razorpay;
  });
}
