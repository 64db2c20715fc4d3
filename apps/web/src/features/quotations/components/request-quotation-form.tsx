import { zodResolver } from '@hookform/resolvers/zod';
import { formatInr } from '@karigar/domain/money';
import { requestQuotationBody } from '@karigar/domain/quotation';
import type { Service } from '@karigar/domain/service';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { showFieldErrors } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useRequestQuotation } from '../api/request-quotation';
import { serviceName } from '../quotation-display';
import { localizeQuotationField, quotationErrorText } from '../quotation-messages';
import { SelectField } from '../../../components/ui/select-field';

const fields = ['service', 'quotationPrice', 'quantity', 'details', 'modification'] as const;
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

interface RequestQuotationFormProps {
  services: Service[];
  /** The service to start with (`?service=<id>`). */
  initialService: string;
}

/** Service, expected price, quantity, details and modifications; on success → /quotation-status. */
export function RequestQuotationForm({ services, initialService }: RequestQuotationFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestQuotation();
  const known = services.some((service) => service._id === initialService);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(requestQuotationBody),
    defaultValues: { service: known ? initialService : '', details: '', modification: '', quantity: 1 },
  });
  const { errors } = formState;
  const selected = useWatch({ control, name: 'service' });
  const chosen = services.find((service) => service._id === selected);

  const onSubmit = handleSubmit(({ service, quotationPrice, quantity, details, modification }) =>
    request.mutate(
      { service, quotationPrice, quantity, details, modification },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('toasts.quotationRequested'));
          void navigate('/quotation-status');
        },
        onError: (error) => showFieldErrors(t, error, fields, setError),
      },
    ),
  );

  const options = [
    { value: '', label: t('quotations.request.selectService') },
    ...services.map((service) => ({ value: service._id, label: serviceName(service, i18n.language) })),
  ];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {request.isError && (
        <Alert tone="error">{quotationErrorText(t, request.error, t('errors.submitRequestFailed'))}</Alert>
      )}
      <SelectField
        label={t('quotations.request.service')}
        options={options}
        required
        error={localizeQuotationField(t, errors.service?.message)}
        {...register('service')}
      />
      {chosen && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('quotations.request.listPrice', { price: formatInr(chosen.price) })}
        </p>
      )}
      <TextField
        label={t('quotations.request.expectedPrice')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        error={localizeQuotationField(t, errors.quotationPrice?.message)}
        {...register('quotationPrice', { setValueAs: toNumber })}
      />
      <TextField
        label={t('quotations.request.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        step="1"
        error={localizeQuotationField(t, errors.quantity?.message)}
        {...register('quantity', { setValueAs: toNumber })}
      />
      <TextAreaField
        label={t('quotations.request.details')}
        rows={4}
        error={localizeQuotationField(t, errors.details?.message)}
        {...register('details')}
      />
      <TextAreaField
        label={t('quotations.request.modifications')}
        rows={3}
        error={localizeQuotationField(t, errors.modification?.message)}
        {...register('modification')}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={request.isPending}>
        {t('quotations.request.submit')}
      </Button>
    </form>
  );
}
