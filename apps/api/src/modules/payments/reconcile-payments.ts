import type { PaymentRow } from '../../db/schema/payments';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { listUnsettledPayments } from './payments.repository';
import { recordPaymentFailure } from './record-payment-failure';

/** A checkout is asked about once it has been open this long without a verification or webhook. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** Checkouts untouched for longer are left alone. */
export const RECONCILE_WINDOW_MS = 72 * 60 * 60 * 1000;
const BATCH = 100;

export interface ReconcileSummary {
  checked: number;
  paid: number;
  /** Captures on orders already paid or cancelled: owed back. */
  refundDue: number;
  failed: number;
  errors: number;
}

type Outcome = 'paid' | 'refundDue' | 'failed' | 'open';

async function settle(deps: PaymentDeps, stored: PaymentRow, context: PaymentContext): Promise<Outcome> {
  const attempts = await deps.provider.fetchOrderPayments(stored.providerOrderId);
  const captured = attempts.find((p) => p.status === 'captured');
  if (captured) {
    const outcome = await markOrderPaid(
      deps,
      stored,
      { providerPaymentId: captured.id, method: captured.method },
      context,
    );
    return outcome.kind === 'paid' ? 'paid' : 'refundDue';
  }
  const last = attempts.at(-1);
  if (stored.status === 'created' && last?.status === 'failed') {
    const failure = {
      providerPaymentId: last.id,
      reason: last.errorDescription || 'Payment failed',
      method: last.method,
    };
    return (await recordPaymentFailure(deps, stored, failure, context)) ? 'failed' : 'open';
  }
  return 'open';
}

/**
 * Asks the gateway about checkouts that were opened more than 15 minutes ago and not settled
 * (still 'created', 'failed' where a later attempt may have succeeded, or 'superseded' where the
 * payer may still have paid the replaced checkout), so "paid at the gateway, unknown to the app"
 * cannot last even when both the browser's verification and the webhook were lost. A capture on a
 * superseded checkout goes towards the order like any other (what it pays beyond the total is owed back).
 */
export async function reconcilePayments(deps: PaymentDeps, now: Date = new Date()): Promise<ReconcileSummary> {
  const rows = await listUnsettledPayments(deps.db, {
    from: new Date(now.getTime() - RECONCILE_WINDOW_MS),
    until: new Date(now.getTime() - RECONCILE_AFTER_MS),
    limit: BATCH,
  });
  const summary: ReconcileSummary = { checked: rows.length, paid: 0, refundDue: 0, failed: 0, errors: 0 };
  for (const stored of rows) {
    try {
      const outcome = await settle(deps, stored, { source: 'reconcile', actorId: null, ip: null });
      if (outcome !== 'open') summary[outcome]++;
    } catch (error) {
      summary.errors++;
      deps.log.error({ err: error, providerOrderId: stored.providerOrderId }, 'payment could not be reconciled');
    }
  }
  if (rows.length) deps.log.info({ summary }, 'payments reconciled');
  return summary;
}
