import { zodResolver } from '@hookform/resolvers/zod';
import { listPriceInput } from '@karigar/domain/agreed-price';
import { formatInr } from '@karigar/domain/money';
import { requestServiceBody } from '@karigar/domain/order';
import { calculatePricing } from '@karigar/domain/pricing';
import type { Service } from '@karigar/domain/service';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { servicePriceText, unitName } from '../../../lib/service-price';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { serviceName } from '../../../lib/service-text';
import { useCurrentUser } from '../../../lib/current-user';
import { useRequestService } from '../api/request-service';

const bookingForm = requestServiceBody.omit({ serviceId: true });
const fields = ['quantity', 'details', 'gstin'] as const;
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** The booking's total for a valid quantity, priced as the server prices it; null otherwise. */
function bookingTotal(price: number, quantity: unknown): { quantity: number; total: number } | null {
  const valid = bookingForm.shape.quantity.unwrap().safeParse(quantity);
  if (!valid.success) return null;
  return { quantity: valid.data, total: calculatePricing(listPriceInput(price, valid.data)).totalAfterTax };
}

/**
 * 'Book at listed price': quantity (1 to start), details and the GSTIN to invoice (the profile's), sent as a service request, with the
 * total incl. GST it comes to; on success a toast and the new order's page, on failure the reason
 * stays in the dialog.
 */
export default function BookServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestService();
  const { data: customer } = useCurrentUser();
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(bookingForm),
    // The GSTIN on the profile, which the customer may change or clear for this job.
    defaultValues: { quantity: 1, details: '', gstin: customer?.gstin ?? '' },
  });
  const { errors } = formState;
  const booking = bookingTotal(service.price, useWatch({ control, name: 'quantity' }));
  const busy = request.isPending;

  const onSubmit = handleSubmit(({ quantity, details, gstin }) => {
    request.mutate(
      // Sent only when it is not the profile's: the server copies that one itself.
      { serviceId: service._id, quantity, details, ...(gstin !== (customer?.gstin ?? null) && { gstin: gstin ?? '' }) },
      {
        onSuccess: ({ order }) => {
          notifyOnScreen('success', t('catalog.book.requested'));
          void navigate(`/user/orders/${encodeURIComponent(order._id)}`);
        },
        onError: (error) => showFieldErrors(error, fields, setError),
      },
    );
  });

  return (
    <Modal title={t('catalog.book.title')} closeLabel={t('common.close')} onClose={busy ? () => undefined : onClose}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <p className="text-slate-800 dark:text-slate-200">
          {t('catalog.book.intro', {
            service: serviceName(service, i18n.language),
            price: servicePriceText(t, service),
          })}
        </p>
        {request.isError && (
          <Alert tone="error">{apiErrorText(t, request.error, t('errors.submitRequestFailed'))}</Alert>
        )}
        <TextField
          label={t('catalog.book.quantityIn', { unit: unitName(t, service.unit) })}
          type="number"
          inputMode="numeric"
          min={1}
          step="1"
          required
          error={fieldErrorText(t, errors.quantity?.message)}
          {...register('quantity', { setValueAs: toNumber })}
        />
        {booking && (
          <p className="font-semibold" aria-live="polite">
            {t('catalog.book.total', {
              quantity: booking.quantity,
              price: formatInr(service.price),
              total: formatInr(booking.total),
            })}
          </p>
        )}
        <TextAreaField
          label={t('catalog.book.details')}
          rows={3}
          error={fieldErrorText(t, errors.details?.message)}
          {...register('details')}
        />
        <TextField
          label={t('catalog.book.gstin')}
          hint={t('catalog.book.gstinHint')}
          autoComplete="off"
          error={fieldErrorText(t, errors.gstin?.message)}
          {...register('gstin')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('catalog.book.submitting') : t('catalog.book.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
