import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { isReceivedPayment, receiptNumber } from '@karigar/domain/receipt';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { formatDate } from '../../../lib/format';
import { useDownloadReceipt } from './api/download-receipt';
import { useOrderPayments } from './api/get-order-payments';
import { MoneyTotals } from './money-totals';
import { howPaid } from './payment-method-text';

/** The receipt's number as a button that downloads its PDF in the current language. */
export function ReceiptDownload({ orderId, paymentId }: { orderId: string; paymentId: string }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadReceipt();
  const onClick = () =>
    download.mutate(
      { orderId, paymentId, language: i18n.language },
      { onError: () => notifyOnScreen('error', t('payments.received.downloadFailed')) },
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      className="justify-self-start"
      disabled={download.isPending}
      onClick={onClick}
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="font-mono">{t('payments.received.receipt', { number: receiptNumber(paymentId) })}</span>
    </Button>
  );
}

/**
 * The customer's record of what they paid: every payment received (date, method in words, amount,
 * receipt number, which downloads the receipt), then the received total and the balance.
 */
export function ReceivedPayments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const payments = useOrderPayments(order._id);
  if (payments.isPending) return <LoadingState label={t('payments.attempts.loading')} />;
  if (payments.isError)
    return <Alert tone="error">{apiErrorText(t, payments.error, t('payments.attempts.failed'))}</Alert>;
  const received = payments.data.payments.filter(isReceivedPayment);
  const totals: [string, number][] = [
    [t('payments.received.total'), order.amountPaid],
    [t('payments.received.balance'), order.amountDue],
  ];
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{t('payments.received.title')}</h3>
      {received.length === 0 ? (
        <p>{t('payments.attempts.none')}</p>
      ) : (
        <ul className="space-y-2">
          {received.map((payment) => (
            <li
              key={payment._id}
              className="grid gap-1 rounded-lg border border-slate-200 p-3 sm:grid-cols-4 dark:border-slate-700"
            >
              <span>{formatDate(payment.paidAt ?? payment.createdAt, i18n.language)}</span>
              <span>{howPaid(t, payment)}</span>
              <span className="font-semibold">{formatInr(payment.amount)}</span>
              <ReceiptDownload orderId={order._id} paymentId={payment._id} />
            </li>
          ))}
        </ul>
      )}
      <MoneyTotals className="grid grid-cols-2 gap-3" totals={totals} />
    </div>
  );
}
