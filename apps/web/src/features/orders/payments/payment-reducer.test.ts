import { describe, expect, it } from 'vitest';
import {
  initialPaymentState,
  isPaymentBusy,
  paymentReducer,
  type PaymentAction,
  type PaymentState,
} from './payment-reducer';

const run = (...actions: PaymentAction[]): PaymentState => actions.reduce(paymentReducer, initialPaymentState);

describe('payment slice', () => {
  it('starts idle', () => {
    expect(initialPaymentState).toEqual({ status: 'idle', providerOrderId: null, error: null, needsRetry: false });
  });

  it('goes loading → succeeded → verifying → verified on a good payment', () => {
    expect(run({ type: 'create/start' }).status).toBe('loading');
    const created = run({ type: 'create/start' }, { type: 'create/succeeded', providerOrderId: 'order_1' });
    expect(created).toMatchObject({ status: 'succeeded', providerOrderId: 'order_1' });
    expect(paymentReducer(created, { type: 'verify/start' }).status).toBe('verifying');
    expect(
      run(
        { type: 'create/start' },
        { type: 'create/succeeded', providerOrderId: 'order_1' },
        { type: 'verify/start' },
        { type: 'verify/succeeded' },
      ),
    ).toEqual({
      status: 'verified',
      providerOrderId: null,
      error: null,
      needsRetry: false,
    });
  });

  it('is failed when the payment order cannot be made, without asking for a retry', () => {
    expect(run({ type: 'create/start' }, { type: 'create/failed', error: 'Failed to create payment order' })).toEqual({
      status: 'failed',
      providerOrderId: null,
      error: 'Failed to create payment order',
      needsRetry: false,
    });
  });

  it('asks for a retry after a declined payment, a closed checkout or a failed verification', () => {
    const opened: PaymentAction[] = [
      { type: 'create/start' },
      { type: 'create/succeeded', providerOrderId: 'order_1' },
    ];
    expect(run(...opened, { type: 'checkout/failed', error: 'Card declined' })).toMatchObject({
      status: 'failed',
      error: 'Card declined',
      needsRetry: true,
    });
    expect(run(...opened, { type: 'checkout/dismissed' })).toMatchObject({ status: 'idle', needsRetry: true });
    expect(
      run(...opened, { type: 'verify/start' }, { type: 'verify/failed', error: 'Payment verification failed' }),
    ).toMatchObject({ status: 'verification_failed', error: 'Payment verification failed', needsRetry: true });
  });

  it('stays failed when the checkout is closed after a declined payment', () => {
    const declined = run(
      { type: 'create/start' },
      { type: 'create/succeeded', providerOrderId: 'order_1' },
      { type: 'checkout/failed', error: 'Card declined' },
      { type: 'checkout/dismissed' },
    );
    expect(declined).toEqual({ status: 'failed', providerOrderId: null, error: 'Card declined', needsRetry: true });
  });

  it('clears the last error when a new attempt starts', () => {
    const retried = run({ type: 'checkout/failed', error: 'Card declined' }, { type: 'create/start' });
    expect(retried).toMatchObject({ status: 'loading', error: null, needsRetry: true });
  });

  it('keeps the pay button waiting only while a payment is in flight', () => {
    const busy = (...actions: PaymentAction[]) => isPaymentBusy(run(...actions));
    expect(busy()).toBe(false);
    expect(busy({ type: 'create/start' })).toBe(true);
    expect(busy({ type: 'create/succeeded', providerOrderId: 'order_1' })).toBe(true);
    expect(busy({ type: 'verify/start' })).toBe(true);
    expect(busy({ type: 'verify/succeeded' })).toBe(false);
    expect(busy({ type: 'create/failed', error: 'x' })).toBe(false);
  });
});
