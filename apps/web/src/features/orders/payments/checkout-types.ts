import type { CheckoutFailure, CheckoutSuccess } from '@karigar/domain/payment';

/** The options Razorpay Checkout (and the sandbox checkout, which has the same surface) takes. */
export interface CheckoutOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  on(event: 'payment.failed', callback: (response: CheckoutFailure) => void): unknown;
  open(): unknown;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    /** Defined by the checkout script once it has loaded. */
    Razorpay?: CheckoutConstructor;
  }
}
