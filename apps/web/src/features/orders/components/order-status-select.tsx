import { orderStatuses, type OrderStatus } from '@karigar/domain/order';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field';
import { orderStatusKeys } from '../order-labels';

interface OrderStatusSelectProps {
  value: OrderStatus;
  /** The drop-down's accessible name. */
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** The admin's status drop-down: any status may be chosen (spec section 4, no ordering). */
export function OrderStatusSelect({ value, label, disabled, onChange }: OrderStatusSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
      className={`${controlClasses} w-auto min-w-36 py-1 text-sm`}
    >
      {orderStatuses.map((status) => (
        <option key={status} value={status}>
          {t(orderStatusKeys[status])}
        </option>
      ))}
    </select>
  );
}
