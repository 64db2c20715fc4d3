import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * While the advance is due: what is due of it, and a choice between paying the advance and paying
 * the whole balance (the server decides either amount).
 */
export function AdvancePayButtons({
  order,
  busy,
  onPay,
}: {
  order: Order;
  busy: boolean;
  onPay: (payInFull: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <p className="font-medium">{t('advances.due', { amount: formatInr(order.advanceDue) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => onPay(false)}>
          <CreditCard aria-hidden="true" className="size-4" />
          {busy ? t('payments.processing') : t('advances.payAdvance', { amount: formatInr(order.advanceDue) })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onPay(true)}>
          {t('advances.payInFull', { amount: formatInr(order.amountDue) })}
        </Button>
      </div>
    </div>
  );
}
