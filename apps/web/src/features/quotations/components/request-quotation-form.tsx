import { zodResolver } from '@hookform/resolvers/zod';
import { requestQuotationBody } from '@karigar/domain/quotation';
import { issueCode } from '@karigar/domain/error-codes';
import type { Service } from '@karigar/domain/service';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { VehiclePicker } from '../../../components/vehicles/vehicle-picker';
import { showFieldErrors } from '../../../lib/api-errors';
import { notify, notifyOnScreen } from '../../../lib/notify';
import { useDraftStart, useKeepDraft } from '../../../lib/use-form-draft';
import { uploadQuotationPhoto } from '../api/quotation-photos';
import { useRequestQuotation } from '../api/request-quotation';
import { RequestPhotos } from './request-photos';
import { serviceName } from '../quotation-display';
import { servicePriceText } from '../../../lib/service-price';
import { apiErrorText } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-text';
import { expectedPriceText } from './expected-price-text';

type RequestFields = z.input<typeof requestQuotationBody>;

const fields = ['service', 'quotationPrice', 'quantity', 'details', 'modification', 'vehicleId'] as const;
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Sends the chosen photos one by one to the new request; answers how many could not be sent. */
async function sendPhotos(quotationId: string, files: readonly File[]): Promise<number> {
  let failed = 0;
  for (const file of files) {
    try {
      await uploadQuotationPhoto(quotationId, file);
    } catch {
      failed += 1;
    }
  }
  return failed;
}

/** The catalogue service a typed name stands for: its English or Marathi name, in any case. */
function findByName(services: Service[], typed: string): Service | undefined {
  const name = typed.trim().toLocaleLowerCase();
  if (!name) return undefined;
  return services.find((service) =>
    [service.name, service.nameMr].some((candidate) => candidate.trim().toLocaleLowerCase() === name),
  );
}

interface RequestQuotationFormProps {
  services: Service[];
  /** The service to start with (`?service=<id>`, or its name). */
  initialService: string;
}

/**
 * Service (typed, with the catalogue's names as suggestions), expected price (the total for the
 * quantity, with or without GST as the workshop charges it), quantity in the service's unit, details
 * and modifications, the vehicle or item and up to five photos. The typed name is matched to a catalogue service before sending ('Service
 * not found' otherwise); on success → /quotation-status. What is typed is kept as a draft until sent.
 */
export function RequestQuotationForm({ services, initialService }: RequestQuotationFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestQuotation();
  const [photos, setPhotos] = useState<File[]>([]);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const suggestionsId = useId();
  const initial = services.find((service) => service._id === initialService) ?? findByName(services, initialService);
  const draftKey = `quotation-request:${initialService}`;
  const defaultValues = useDraftStart<RequestFields>(draftKey, {
    service: initial ? serviceName(initial, i18n.language) : '',
    quotationPrice: undefined,
    details: '',
    modification: '',
    quantity: 1,
    vehicleId: '',
  });
  const { register, handleSubmit, control, setError, formState, watch } = useForm<
    RequestFields,
    unknown,
    z.output<typeof requestQuotationBody>
  >({
    resolver: zodResolver(requestQuotationBody),
    defaultValues,
  });
  const clearDraft = useKeepDraft(draftKey, watch);
  const { errors } = formState;
  const typed = useWatch({ control, name: 'service' });
  const chosen = findByName(services, typed);
  const expected = expectedPriceText(t, chosen, useWatch({ control, name: 'quantity' }));

  const onSubmit = handleSubmit(({ service: name, quotationPrice, quantity, details, modification, vehicleId }) => {
    const service = findByName(services, name);
    if (!service) {
      setError('service', { message: issueCode('SERVICE_NOT_FOUND') }, { shouldFocus: true });
      return;
    }
    request.mutate(
      { service: service._id, quotationPrice, quantity, details, modification, ...(vehicleId && { vehicleId }) },
      {
        onSuccess: ({ quotation }) => {
          setSendingPhotos(true);
          void sendPhotos(quotation._id, photos).then((failed) => {
            if (failed > 0) notify('warning', t('photos.someNotSent', { n: failed }));
            clearDraft();
            notifyOnScreen('success', t('toasts.quotationRequested'));
            return navigate('/quotation-status');
          });
        },
        onError: (error) => showFieldErrors(error, fields, setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {request.isError && <Alert tone="error">{apiErrorText(t, request.error, t('errors.submitRequestFailed'))}</Alert>}
      <TextField
        label={t('quotations.request.service')}
        list={suggestionsId}
        autoComplete="off"
        placeholder={t('quotations.request.selectService')}
        required
        error={fieldErrorText(t, errors.service?.message)}
        {...register('service')}
      />
      <datalist id={suggestionsId}>
        {services.map((service) => (
          <option key={service._id} value={serviceName(service, i18n.language)} />
        ))}
      </datalist>
      {chosen && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('quotations.request.listPrice', { price: servicePriceText(t, chosen) })}
        </p>
      )}
      <TextField
        label={expected.label}
        hint={expected.hint}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        error={fieldErrorText(t, errors.quotationPrice?.message)}
        {...register('quotationPrice', { setValueAs: toNumber })}
      />
      <TextField
        label={expected.quantityLabel}
        type="number"
        inputMode="numeric"
        min={1}
        step="1"
        error={fieldErrorText(t, errors.quantity?.message)}
        {...register('quantity', { setValueAs: toNumber })}
      />
      <VehiclePicker manageLink error={fieldErrorText(t, errors.vehicleId?.message)} {...register('vehicleId')} />
      <TextAreaField
        label={t('quotations.request.details')}
        rows={4}
        error={fieldErrorText(t, errors.details?.message)}
        {...register('details')}
      />
      <TextAreaField
        label={t('quotations.request.modifications')}
        rows={3}
        error={fieldErrorText(t, errors.modification?.message)}
        {...register('modification')}
      />
      <RequestPhotos files={photos} onChange={setPhotos} />
      <Button type="submit" className="w-full sm:w-auto" disabled={request.isPending || sendingPhotos}>
        {t('quotations.request.submit')}
      </Button>
    </form>
  );
}
