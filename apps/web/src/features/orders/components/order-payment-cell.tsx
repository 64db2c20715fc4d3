import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';

const tones = {
  paid: 'text-green-800 dark:text-green-300',
  pending: 'text-slate-800 dark:text-slate-200',
  failed: 'text-red-700 dark:text-red-300',
} as const;

const words = {
  paid: 'orders.payment.paid',
  pending: 'orders.payment.unpaid',
  failed: 'orders.payment.failed',
} as const;

/** The orders table's Payment cell: Paid, Unpaid or Failed, with the amount received when there is one. */
export function OrderPaymentCell({ order }: { order: Pick<Order, 'paymentStatus' | 'amountPaid'> }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      <span className={`font-medium ${tones[order.paymentStatus]}`}>{t(words[order.paymentStatus])}</span>
      {order.amountPaid > 0 && (
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {t('orders.payment.amountPaid', { amount: formatInr(order.amountPaid) })}
        </span>
      )}
    </span>
  );
}
