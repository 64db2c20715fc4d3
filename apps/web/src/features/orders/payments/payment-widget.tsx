import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { CircleCheck, CreditCard, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { OrderRefunds } from '../refunds/order-refunds';
import { OrderPayments } from './order-payments';
import { isPaymentBusy } from './payment-reducer';
import { paymentStateText } from './payment-state';
import { ReceivedPayments } from './received-payments';
import { RefundDueNote } from './refund-due-note';
import { RetryPaymentModal } from './retry-payment-modal';
import { SandboxBadge } from './sandbox-badge';
import { AdvancePayButtons } from './advance-pay-buttons';
import { useCheckout, type CheckoutFlow } from './use-checkout';

/** Paid: says so (and, right after a verified payment, that it was verified), then every payment received. */
function PaidView({ order, justVerified }: { order: Order; justVerified: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="font-semibold text-green-800 dark:text-green-300">
        {t('payments.statusLine', { status: paymentStateText(t, order) })}
      </p>
      {justVerified && (
        <p role="status" className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('toasts.paymentVerified')}
        </p>
      )}
      <ReceivedPayments order={order} />
    </div>
  );
}

/** The customer's pay button (pending) or retry (failed), with the checkout behind it. */
function PayView({ order, checkout }: { order: Order; checkout: CheckoutFlow }) {
  const { t } = useTranslation();
  const { state, start, retryAsked, dismissRetry } = checkout;
  const failed = order.paymentStatus === 'failed';
  const retrying = failed || state.needsRetry;
  const busy = isPaymentBusy(state);
  const reason = order.paymentInfo.failureReason;

  return (
    <div className="space-y-3">
      <p className="font-semibold">{t('payments.statusLine', { status: paymentStateText(t, order) })}</p>
      {failed && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {reason || t('errors.paymentFailed')}
        </p>
      )}
      {order.status === 'Cancelled' ? (
        <p className="text-slate-700 dark:text-slate-300">{t('payments.cancelledOrder')}</p>
      ) : order.advanceDue > 0 ? (
        <AdvancePayButtons order={order} busy={busy} onPay={(payInFull) => void start(retrying, payInFull)} />
      ) : (
        <Button disabled={busy} onClick={() => void start(retrying)}>
          {retrying ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CreditCard aria-hidden="true" className="size-4" />
          )}
          {busy ? t('payments.processing') : retrying ? t('payments.retry') : t('payments.payNow')}
        </Button>
      )}
      {order.amountPaid > 0 && <ReceivedPayments order={order} />}
      {retryAsked && <RetryPaymentModal onRetry={() => void start(true)} onClose={dismissRetry} />}
    </div>
  );
}

/** The customer's side: one checkout flow across the pay and paid views, so a verified payment is announced. */
function CustomerPayment({ order }: { order: Order }) {
  const checkout = useCheckout(order);
  if (order.paymentStatus === 'paid')
    return <PaidView order={order} justVerified={checkout.state.status === 'verified'} />;
  return <PayView order={order} checkout={checkout} />;
}

/**
 * The order's payment (spec "Order payment status"), its state in words for the customer ('Paid',
 * 'Part paid: ₹X of ₹Y', 'Payment failed'): paid → every payment received; failed → the reason and
 * a retry; pending → 'Pay Now' (for the amount still due) and any part payments received. Admins read
 * the same state, then the order's payments, where they record and void. Both see whether it is the sandbox's (no real
 * money) and any refund due.
 */
export function PaymentWidget({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <SandboxBadge order={order} />
      {isAdmin ? (
        <>
          <p>{t('payments.statusLine', { status: paymentStateText(t, order) })}</p>
          {order.advanceDue > 0 && (
            <p className="font-medium">{t('advances.due', { amount: formatInr(order.advanceDue) })}</p>
          )}
          <OrderPayments order={order} />
        </>
      ) : (
        <CustomerPayment order={order} />
      )}
      <RefundDueNote order={order} isAdmin={isAdmin} />
      <OrderRefunds order={order} isAdmin={isAdmin} />
    </div>
  );
}
