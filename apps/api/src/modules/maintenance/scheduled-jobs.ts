import type { FeatureDeps } from '../../app';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import type { ScheduledJob } from '../../lib/scheduler';
import type { PaymentLog } from '../payments/payment-deps';
import { reconcilePayments } from '../payments/reconcile-payments';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { cleanUpExpired } from './clean-up-expired';

export const RECONCILE_EVERY_MS = 5 * 60 * 1000;
export const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/** The periodic work of the app, each run once across all instances (see lib/scheduler.ts). */
export function scheduledJobsOf(
  deps: Pick<FeatureDeps, 'config' | 'db' | 'mail'> & { log: PaymentLog },
): ScheduledJob[] {
  const payments = { ...deps, provider: createPaymentProvider(deps.config.payments, deps.db) };
  return [
    { name: 'payments-reconcile', everyMs: RECONCILE_EVERY_MS, run: () => reconcilePayments(payments) },
    { name: 'clean-up-expired', everyMs: CLEAN_UP_EVERY_MS, run: () => cleanUpExpired(deps.db) },
    { name: 'payment-reminders', everyMs: REMINDERS_EVERY_MS, run: () => sendDueReminders(deps) },
  ];
}
