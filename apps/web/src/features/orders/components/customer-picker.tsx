import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerSearch } from '../api/search-customers';
import { SelectField } from '../../../components/ui/select-field';

const SEARCH_DEBOUNCE_MS = 300;

type SelectProps = Omit<ComponentProps<'select'>, 'id'>;

/** Find a customer by name, email or phone, then pick one: the select holds the customer's id. */
export function CustomerPicker({ error, ...select }: SelectProps & { error?: string | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const customers = useCustomerSearch(useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS));
  const found = customers.data?.users ?? [];
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
    </div>
  );
}
