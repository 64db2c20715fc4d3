import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayPaymentProvider } from './razorpay-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/** The gateway the configuration asks for; the secrets must be filled in (the server does it from DATA_DIR in sandbox mode). */
export function createPaymentProvider(payments: Config['payments']): PaymentProvider {
  const { keySecret, webhookSecret } = payments;
  if (!keySecret || !webhookSecret)
    throw new Error('Payment secrets are not set (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)');
  if (payments.mode === 'sandbox') return new SandboxPaymentProvider({ keySecret, webhookSecret });
  return new RazorpayPaymentProvider({ keyId: payments.keyId, keySecret, webhookSecret, apiUrl: payments.apiUrl });
}
