import { formatInr } from '@karigar/domain/money';
import { manualOrderBody } from '@karigar/domain/order';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdvanceFields } from '../../../components/advance-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { serviceName } from '../../../lib/service-text';
import { useCreateManualOrder } from '../api/create-manual-order';
import { useServiceOptions } from '../../../lib/service-list';
import {
  advanceAskedOf,
  emptyManualOrder,
  manualOrderFields,
  toManualOrderBody,
  type ManualOrderValues,
} from '../manual-order-values';
import { CustomerPicker } from './customer-picker';
import { ManualOrderPreview } from './manual-order-preview';
import { SelectField } from '../../../components/ui/select-field';
import { VehiclePicker } from '../../../components/vehicles/vehicle-picker';

/** The admin's manual order: customer, service, quantity and price terms, with a live price. */
export function ManualOrderForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const services = useServiceOptions();
  const create = useCreateManualOrder();
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<ManualOrderValues>({
    defaultValues: emptyManualOrder,
  });
  const values = useWatch({ control }) as ManualOrderValues;
  const { errors } = formState;
  const fieldError = (field: keyof ManualOrderValues) => fieldErrorText(t, errors[field]?.message);
  const catalogue = services.data?.services ?? [];
  const chosen = catalogue.find((service) => service._id === values.serviceId);
  const chooseCustomer = useCallback(
    (id: string) => setValue('userId', id, { shouldValidate: false, shouldDirty: true }),
    [setValue],
  );

  const onSubmit = handleSubmit((form) => {
    const checked = manualOrderBody.safeParse(toManualOrderBody(form));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = manualOrderFields.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    create.mutate(checked.data, {
      onSuccess: ({ order }) => {
        notifyOnScreen('success', t('orders.manual.created'));
        void navigate(`/admin/orders/${order._id}`);
      },
      onError: (error) => {
        showFieldErrors(error, manualOrderFields, setError);
        notifyOnScreen('error', apiErrorText(t, error, t('orders.manual.createFailed')));
      },
    });
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <CustomerPicker
            error={fieldError('userId')}
            onAdded={chooseCustomer}
            {...register('userId', { onChange: () => setValue('vehicleId', '') })}
          />
          {values.userId && (
            <VehiclePicker
              key={values.userId}
              userId={values.userId}
              error={fieldError('vehicleId')}
              {...register('vehicleId')}
            />
          )}
          <SelectField
            label={t('orders.manual.service')}
            error={
              fieldError('serviceId') ??
              (services.isError ? apiErrorText(t, services.error, t('errors.fetchServicesFailed')) : undefined)
            }
            {...register('serviceId', {
              onChange: (event: { target: { value: string } }) => {
                const service = catalogue.find((s) => s._id === event.target.value);
                if (!service) return;
                setValue('offeredPrice', String(service.price));
                // The service's usual advance, which the admin may change or clear.
                setValue('advancePercentage', service.advancePercentage ? String(service.advancePercentage) : '');
                setValue('advanceAmount', '');
              },
            })}
          >
            <option value="">
              {services.isPending ? t('orders.manual.servicesLoading') : t('orders.manual.chooseService')}
            </option>
            {catalogue.map((service) => (
              <option key={service._id} value={service._id}>
                {t('orders.manual.serviceOption', {
                  name: serviceName(service, i18n.language),
                  price: formatInr(service.price),
                })}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('orders.manual.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={fieldError('quantity')}
              {...register('quantity')}
            />
            <TextField
              label={t('orders.manual.offeredPrice')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              error={fieldError('offeredPrice')}
              {...register('offeredPrice')}
            />
            <TextField
              label={t('orders.manual.discount')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              error={fieldError('discount')}
              {...register('discount')}
            />
            <TextField
              label={t('orders.manual.taxRate')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              error={fieldError('taxRate')}
              {...register('taxRate')}
            />
          </div>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-blue-700"
              {...register('taxAlreadyIncluded')}
            />
            <span>{t('orders.manual.taxIncluded')}</span>
          </label>
          <AdvanceFields
            percentage={{
              error: fieldError('advancePercentage'),
              ...register('advancePercentage', { onChange: () => setValue('advanceAmount', '') }),
            }}
            amount={{
              error: fieldError('advanceAmount'),
              ...register('advanceAmount', { onChange: () => setValue('advancePercentage', '') }),
            }}
          />
          <TextAreaField
            label={t('orders.manual.details')}
            rows={4}
            error={fieldError('details')}
            {...register('details')}
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('orders.manual.submitting') : t('orders.manual.submit')}
          </Button>
        </form>
      </Card>
      <Card className="h-fit lg:sticky lg:top-24">
        <ManualOrderPreview
          listPrice={chosen?.price ?? null}
          body={toManualOrderBody(values)}
          advance={advanceAskedOf(values)}
        />
      </Card>
    </div>
  );
}
