import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import type { Refund } from '@karigar/domain/refund';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { useOrderPayments } from '../payments/api/get-order-payments';
import { useOrderRefunds } from './api/refunds';
import { RefundDialog } from './refund-dialog';

const statusTone: Record<Refund['status'], string> = {
  pending: 'text-amber-800 dark:text-amber-300',
  processed: 'text-green-800 dark:text-green-300',
  failed: 'text-red-700 dark:text-red-300',
};

function RefundItem({ refund }: { refund: Refund }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{formatInr(refund.amount)}</p>
        <p className={`font-medium ${statusTone[refund.status]}`}>{t(`refunds.status.${refund.status}`)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {[
          t(`refunds.methods.${refund.method}`),
          formatDateTime(refund.processedAt ?? refund.createdAt, i18n.language),
          refund.providerRefundId,
          refund.createdBy?.name,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="mt-1 break-words">{refund.reason}</p>
      {refund.failureReason && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{refund.failureReason}</p>}
    </li>
  );
}

/** The refund dialog with the payments an online refund may go back to (captured through the gateway), read when it opens. */
function RefundDialogWithPayments({
  orderId,
  refundable,
  onClose,
}: {
  orderId: string;
  refundable: number;
  onClose: () => void;
}) {
  const payments = useOrderPayments(orderId);
  const onlinePayments = (payments.data?.payments ?? []).filter(
    (p) => p.provider !== 'manual' && (p.status === 'paid' || p.status === 'refund_due'),
  );
  return <RefundDialog orderId={orderId} refundable={refundable} onlinePayments={onlinePayments} onClose={onClose} />;
}

/**
 * The order's refunds with their status, for the admin and the customer; the admin's 'Refund'
 * (the amount prefilled with what may be refunded) while anything may be.
 */
export function OrderRefunds({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t } = useTranslation();
  const refunds = useOrderRefunds(order._id);
  const [refunding, setRefunding] = useState(false);
  if (refunds.isPending) return null;
  if (refunds.isError)
    return (
      <p className="text-sm text-red-700 dark:text-red-300">{apiErrorText(t, refunds.error, t('refunds.failed'))}</p>
    );
  const { refundable } = refunds.data;
  if (refunds.data.refunds.length === 0 && !(isAdmin && refundable > 0)) return null;

  return (
    <section className="space-y-3" aria-labelledby="order-refunds-title">
      <h3 id="order-refunds-title" className="text-lg font-semibold">
        {t('refunds.title')}
      </h3>
      {isAdmin && refundable > 0 && (
        <Button variant="secondary" onClick={() => setRefunding(true)}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('refunds.open')}
        </Button>
      )}
      {refunds.data.refunds.length > 0 && (
        <ul className="space-y-3">
          {refunds.data.refunds.map((refund) => (
            <RefundItem key={refund._id} refund={refund} />
          ))}
        </ul>
      )}
      {refunding && (
        <RefundDialogWithPayments orderId={order._id} refundable={refundable} onClose={() => setRefunding(false)} />
      )}
    </section>
  );
}
