import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';

/**
 * Money captured that the order did not need (a second payment, or one after it was cancelled):
 * 'Refund due ₹X' for the workshop, a plain note for the customer.
 */
export function RefundDueNote({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t } = useTranslation();
  if (order.refundDue <= 0) return null;
  const amount = formatInr(order.refundDue);
  if (isAdmin)
    return <p className="font-semibold text-red-700 dark:text-red-300">{t('payments.refundDueAdmin', { amount })}</p>;
  return <p className="text-slate-700 dark:text-slate-300">{t('payments.refundDueCustomer', { amount })}</p>;
}
