import type { OrderStatus } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { allowedOrderStatuses } from '@karigar/domain/order-transitions';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field';
import { orderStatusKeys } from '../order-labels';

interface OrderStatusSelectProps {
  order: Pick<Order, 'status' | 'amountPaid' | 'paymentStatus'>;
  /** The drop-down's accessible name. */
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** The admin's status drop-down: every status the order may be given (never Pending once money was received). */
export function OrderStatusSelect({ order, label, disabled, onChange }: OrderStatusSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={label}
      value={order.status}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
      className={`${controlClasses} w-auto min-w-36 py-1 text-sm`}
    >
      {allowedOrderStatuses(order).map((status) => (
        <option key={status} value={status}>
          {t(orderStatusKeys[status])}
        </option>
      ))}
    </select>
  );
}
