import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import type { TFunction } from 'i18next';

/** The order's payment state in words: 'Paid', 'Payment failed', 'Part paid: ₹1,00,000.00 of ₹2,90,280.00' or 'Not paid yet'. */
export function paymentStateText(
  t: TFunction,
  order: Pick<Order, 'paymentStatus' | 'amountPaid' | 'totalAmount'>,
): string {
  if (order.paymentStatus === 'paid') return t('payments.state.paid');
  if (order.paymentStatus === 'failed') return t('payments.state.failed');
  if (order.amountPaid > 0)
    return t('payments.state.partPaid', { paid: formatInr(order.amountPaid), total: formatInr(order.totalAmount) });
  return t('payments.state.unpaid');
}
