import { formatInr } from '@karigar/domain/money';
import { ORDER_REFUND_NOTE_MAX, orderStatusBody, type OrderStatus } from '@karigar/domain/order';
import { type Order } from '@karigar/domain/order-answer';
import {
  hasReceivedPayment,
  isReopening,
  needsRefundNote,
  orderStatusMoveProblem,
} from '@karigar/domain/order-transitions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/field';
import { ModalForm } from '../../../components/ui/modal-form';
import { errorCodeText, fieldErrorText } from '../../../lib/error-text';
import { orderStatusKeys } from '../order-labels';

interface StatusChangeDialogProps {
  order: Order;
  status: OrderStatus;
  /** Goes ahead, with the refund note when one was asked for. */
  onConfirm: (refundNote?: string) => void;
  onClose: () => void;
}

/**
 * "Mark order X as Completed?" before a move that ends the order's work or takes a completed or
 * cancelled order back (saying so); completing an order with money still due names the amount due;
 * cancelling an order with a payment on it also asks for the refund note the server requires.
 */
export function StatusChangeDialog({ order, status, onConfirm, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const paid = hasReceivedPayment(order);
  const asksNote = needsRefundNote(status, paid);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const statusText = t(orderStatusKeys[status]);

  const submit = () => {
    const checked = orderStatusBody.safeParse({ status, refundNote: asksNote ? note : undefined });
    if (!checked.success) {
      setError(fieldErrorText(t, checked.error.issues[0]?.message));
      return;
    }
    const { refundNote } = checked.data;
    const problem = orderStatusMoveProblem(order.status, status, { paid, refundNote });
    if (problem) {
      setError(errorCodeText(t, problem));
      return;
    }
    onConfirm(refundNote);
  };

  return (
    <ModalForm
      title={t('orders.statusConfirm.title')}
      submitLabel={t('orders.statusConfirm.confirm', { status: statusText })}
      danger={status === 'Cancelled'}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-slate-800 dark:text-slate-200">
        {t('orders.statusConfirm.text', { ref: order.orderNumber, status: statusText })}
      </p>
      {status === 'Completed' && order.amountDue > 0 && (
        <p className="font-medium text-amber-800 dark:text-amber-300">
          {t('orders.statusConfirm.dueHint', {
            due: formatInr(order.amountDue),
            paid: formatInr(order.amountPaid),
            total: formatInr(order.totalAmount),
          })}
        </p>
      )}
      {isReopening(order.status, status) && (
        <p className="text-slate-800 dark:text-slate-200">
          {t('orders.statusConfirm.reopenHint', { from: t(orderStatusKeys[order.status]) })}
        </p>
      )}
      {asksNote && (
        <>
          <p className="text-slate-800 dark:text-slate-200">
            {t('orders.statusConfirm.refundNoteHint', { amount: formatInr(order.amountPaid) })}
          </p>
          <TextAreaField
            label={t('orders.statusConfirm.refundNote')}
            value={note}
            error={error}
            required
            maxLength={ORDER_REFUND_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
        </>
      )}
    </ModalForm>
  );
}
