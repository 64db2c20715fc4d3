import { gstStateName } from '@karigar/domain/gst-states';
import { optionalGstin } from '@karigar/domain/gstin';
import type { Order } from '@karigar/domain/order-answer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-text';
import { notifyOnScreen } from '../../../lib/notify';
import { useSetOrderGstin } from './gst-api';

/** The place of supply as the invoice names it: the GSTIN's state, or the workshop's own. */
export function PlaceOfSupply({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <p>
      {order.placeOfSupply
        ? t('gst.placeOfSupply', { state: gstStateName(order.placeOfSupply), code: order.placeOfSupply })
        : t('gst.workshopState')}
    </p>
  );
}

/** The admin gives the job its recipient's GSTIN (or clears it) until the tax invoice is issued. */
export function OrderGstinForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const save = useSetOrderGstin(order._id);
  const [value, setValue] = useState(order.customerGstin ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const checked = optionalGstin.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    save.mutate(checked.data ?? '', {
      onSuccess: () => notifyOnScreen('success', t('gst.saved')),
      onError: (failure) => notifyOnScreen('error', apiErrorText(t, failure, t('gst.saveFailed'))),
    });
  };

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-56 flex-1">
        <TextField
          label={t('gst.gstin')}
          hint={t('gst.gstinHint')}
          autoComplete="off"
          value={value}
          error={fieldErrorText(t, error)}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('gst.save')}
      </Button>
    </form>
  );
}
