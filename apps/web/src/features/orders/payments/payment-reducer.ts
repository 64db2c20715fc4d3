/**
 * The payment slice of spec section 4 ("Payment slice status"): idle → loading (making the payment
 * order) → succeeded (made; the checkout is open) → verifying → verified or verification_failed;
 * a payment order that cannot be made gives failed, as does a payment the provider declines.
 * `needsRetry` turns the pay button into 'Retry Payment' after a failure or a closed checkout; a
 * checkout closed after its payment was declined stays failed.
 */
export type PaymentSliceStatus =
  'idle' | 'loading' | 'succeeded' | 'verifying' | 'verified' | 'verification_failed' | 'failed';

export interface PaymentState {
  status: PaymentSliceStatus;
  /** The provider's order id while a checkout is open or being verified. */
  providerOrderId: string | null;
  error: string | null;
  needsRetry: boolean;
}

export type PaymentAction =
  | { type: 'create/start' }
  | { type: 'create/succeeded'; providerOrderId: string }
  | { type: 'create/failed'; error: string }
  | { type: 'checkout/failed'; error: string }
  | { type: 'checkout/dismissed' }
  | { type: 'verify/start' }
  | { type: 'verify/succeeded' }
  | { type: 'verify/failed'; error: string };

export const initialPaymentState: PaymentState = {
  status: 'idle',
  providerOrderId: null,
  error: null,
  needsRetry: false,
};

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'create/start':
      return { ...state, status: 'loading', error: null };
    case 'create/succeeded':
      return { ...state, status: 'succeeded', providerOrderId: action.providerOrderId };
    case 'create/failed':
      return { ...state, status: 'failed', providerOrderId: null, error: action.error };
    case 'checkout/failed':
      return { ...state, status: 'failed', error: action.error, needsRetry: true };
    case 'checkout/dismissed':
      // Razorpay keeps its window open after a declined payment; closing it then changes nothing.
      if (state.status === 'failed') return { ...state, providerOrderId: null };
      return { ...state, status: 'idle', providerOrderId: null, needsRetry: true };
    case 'verify/start':
      return { ...state, status: 'verifying', error: null };
    case 'verify/succeeded':
      return { status: 'verified', providerOrderId: null, error: null, needsRetry: false };
    case 'verify/failed':
      return { ...state, status: 'verification_failed', providerOrderId: null, error: action.error, needsRetry: true };
  }
}

/** While a payment order is being made or a payment verified, the pay button waits. */
export const isPaymentBusy = (state: PaymentState): boolean =>
  state.status === 'loading' || state.status === 'succeeded' || state.status === 'verifying';
