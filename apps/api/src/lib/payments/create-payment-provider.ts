import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { RazorpayPaymentProvider } from './razorpay-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/**
 * The gateway the configuration asks for; the secrets must be filled in (the server does it from
 * the install's secrets in sandbox mode). The sandbox keeps its ledger in this database.
 */
export function createPaymentProvider(payments: Config['payments'], db: Db): PaymentProvider {
  const { keySecret, webhookSecret } = payments;
  if (!keySecret || !webhookSecret)
    throw new Error('Payment secrets are not set (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)');
  if (payments.mode === 'sandbox') return new SandboxPaymentProvider({ keySecret, webhookSecret }, db);
  return new RazorpayPaymentProvider({ keyId: payments.keyId, keySecret, webhookSecret, apiUrl: payments.apiUrl });
}
