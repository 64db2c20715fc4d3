import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import type { PaymentRecordStatus } from '@karigar/domain/payment';
import { isReceivedPayment } from '@karigar/domain/receipt';
import type { OrderPayment } from '@karigar/domain/recorded-payment';
import { Ban, HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { useOrderPayments } from './api/get-order-payments';
import { MoneyTotals } from './money-totals';
import { howPaid } from './payment-method-text';
import { ReceiptDownload } from './received-payments';
import { RecordPaymentDialog } from './record-payment-dialog';
import { VoidPaymentDialog } from './void-payment-dialog';

const statusTone: Record<PaymentRecordStatus, string> = {
  created: 'text-slate-700 dark:text-slate-300',
  paid: 'text-green-800 dark:text-green-300',
  failed: 'text-red-700 dark:text-red-300',
  superseded: 'text-slate-700 dark:text-slate-300',
  refund_due: 'text-amber-800 dark:text-amber-300',
  voided: 'text-red-700 dark:text-red-300',
};

function Attempt({ orderId, payment, onVoid }: { orderId: string; payment: OrderPayment; onVoid: () => void }) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(payment.paidAt ?? payment.createdAt, i18n.language) ?? t('common.notAvailable');
  const transaction = payment.provider === 'manual' ? payment.reference : payment.providerPaymentId;
  const rows: [string, string][] = [
    [t('payments.attempt.method'), howPaid(t, payment)],
    [t('payments.attempt.time'), when],
    [t('payments.transactionId'), transaction ?? t('common.notAvailable')],
    ...(payment.provider === 'manual'
      ? []
      : ([[t('payments.attempt.checkout'), payment.providerOrderId]] as [string, string][])),
    ...(payment.recordedBy
      ? ([[t('payments.attempt.recordedBy'), payment.recordedBy.name]] as [string, string][])
      : []),
  ];
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{formatInr(payment.amount)}</p>
        <p className={`font-medium ${statusTone[payment.status]}`}>{t(`payments.attemptStatus.${payment.status}`)}</p>
      </div>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {payment.failureReason && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{payment.failureReason}</p>}
      {payment.voidedAt && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('payments.attempt.voided', {
            name: payment.voidedBy?.name ?? t('common.notAvailable'),
            time: formatDateTime(payment.voidedAt, i18n.language),
            reason: payment.voidReason ?? '',
          })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {isReceivedPayment(payment) && <ReceiptDownload orderId={orderId} paymentId={payment._id} />}
        {payment.provider === 'manual' && payment.status === 'paid' && (
          <Button variant="secondary" size="sm" onClick={onVoid}>
            <Ban aria-hidden="true" className="size-4" />
            {t('payments.void.open')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The admin's view of an order's money: paid and due, 'Record payment', and every attempt, with
 * its receipt once received and 'Void' on recorded ones.
 */
export function OrderPayments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const payments = useOrderPayments(order._id);
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState<OrderPayment | null>(null);
  const canRecord = order.paymentStatus !== 'paid' && order.status !== 'Cancelled' && order.amountDue > 0;
  const totals: [string, number][] = [
    [t('payments.total'), order.totalAmount],
    [t('payments.amountPaid'), order.amountPaid],
    [t('payments.amountDue'), order.amountDue],
  ];

  let list;
  if (payments.isPending) list = <LoadingState label={t('payments.attempts.loading')} />;
  else if (payments.isError)
    list = <Alert tone="error">{apiErrorText(t, payments.error, t('payments.attempts.failed'))}</Alert>;
  else if (payments.data.payments.length === 0) list = <p>{t('payments.attempts.none')}</p>;
  else
    list = (
      <ul className="space-y-3">
        {payments.data.payments.map((payment) => (
          <Attempt key={payment._id} orderId={order._id} payment={payment} onVoid={() => setVoiding(payment)} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <MoneyTotals className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3" totals={totals} />
      {canRecord && (
        <Button onClick={() => setRecording(true)}>
          <HandCoins aria-hidden="true" className="size-4" />
          {t('payments.record.open')}
        </Button>
      )}
      <h3 className="text-lg font-semibold">{t('payments.attempts.title')}</h3>
      {list}
      {recording && <RecordPaymentDialog order={order} onClose={() => setRecording(false)} />}
      {voiding && <VoidPaymentDialog orderId={order._id} payment={voiding} onClose={() => setVoiding(null)} />}
    </div>
  );
}
