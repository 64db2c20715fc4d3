import type { PublicUser } from '@karigar/domain/user';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerSearch } from '../api/search-customers';
import { SelectField } from '../../../components/ui/select-field';
import { NewWalkInCustomer } from './new-walk-in-customer';

const SEARCH_DEBOUNCE_MS = 300;

type SelectProps = Omit<ComponentProps<'select'>, 'id'>;

interface CustomerPickerProps extends SelectProps {
  error?: string | undefined;
  /** A walk-in customer was just added: choose them (their option is in the list by then). */
  onAdded: (id: string) => void;
}

/**
 * Find a customer by name, email or phone, then pick one (the select holds the customer's id), or
 * add a walk-in customer by name and phone, who is then chosen.
 */
export function CustomerPicker({ error, onAdded, ...select }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [added, setAdded] = useState<PublicUser>();
  const customers = useCustomerSearch(useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS));
  const searched = customers.data?.users ?? [];
  const found = added ? [added, ...searched.filter((user) => user._id !== added._id)] : searched;
  useEffect(() => {
    if (added) onAdded(added._id);
  }, [added, onAdded]);
  const loadError = customers.isError ? apiErrorText(t, customers.error, t('errors.fetchUsersFailed')) : undefined;

  return (
    <div className="space-y-3">
      <TextField
        label={t('orders.manual.findCustomer')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField label={t('orders.manual.customer')} error={error ?? loadError} {...select}>
        <option value="">
          {customers.isPending
            ? t('orders.manual.customersLoading')
            : found.length
              ? t('orders.manual.chooseCustomer')
              : t('orders.manual.noCustomers')}
        </option>
        {found.map((customer) => (
          <option key={customer._id} value={customer._id}>
            {t('orders.manual.customerOption', {
              name: customer.name,
              contact: customer.email ?? customer.phone ?? t('common.notAvailable'),
            })}
          </option>
        ))}
      </SelectField>
      <NewWalkInCustomer onAdded={setAdded} />
    </div>
  );
}
