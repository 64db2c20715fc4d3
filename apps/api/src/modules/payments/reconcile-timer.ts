import type { FeatureDeps } from '../../app';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import type { PaymentLog } from './payment-deps';
import { reconcilePayments } from './reconcile-payments';

export const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** Reconciles payments every 5 minutes in the server (live mode); answers the function that stops it. */
export function startReconcileTimer(
  deps: Pick<FeatureDeps, 'config' | 'db' | 'mailer'> & { log: PaymentLog },
): () => void {
  const payments = { ...deps, provider: createPaymentProvider(deps.config.payments, deps.db) };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(payments)
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, RECONCILE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
