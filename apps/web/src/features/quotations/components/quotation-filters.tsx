import { quotationSortKeys, type QuotationSortKey } from '@karigar/domain/quotation';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import type { QuotationListParams } from '../api/list-quotations';
import { SelectField } from '../../../components/ui/select-field';
import { FiltersDisclosure } from '../../../components/filters-disclosure';

export type StatusFilterValue = NonNullable<QuotationListParams['statusFilter']>;

const sortKeyLabels = {
  createdAt: 'createdAt',
  'serviceId.name': 'serviceName',
  'userId.name': 'customerName',
  totalAmount: 'totalAmount',
  quotationStatus: 'quotationStatus',
} as const satisfies Record<QuotationSortKey, string>;

interface QuotationFiltersProps {
  search: string;
  statusFilter: StatusFilterValue;
  sortKey: QuotationSortKey;
  sortOrder: 'asc' | 'desc';
  onSearch: (text: string) => void;
  onStatusFilter: (value: StatusFilterValue) => void;
  onSortKey: (value: QuotationSortKey) => void;
  onSortOrder: (value: 'asc' | 'desc') => void;
}

/** Search, status filter, sort key and sort direction of the quotations table. */
export function QuotationFilters(props: QuotationFiltersProps) {
  const { t } = useTranslation();
  const statusOptions: { value: StatusFilterValue; label: string }[] = [
    { value: '', label: t('quotations.table.allStatus') },
    { value: 'Pending', label: t('status.quotation.pending') },
    { value: 'Accepted', label: t('status.quotation.accepted') },
    { value: 'Rejected', label: t('status.quotation.rejected') },
    { value: 'Follow-Up', label: t('quotations.table.followUpFilter') },
    { value: 'Awaiting', label: t('quotations.table.awaitingFilter') },
    { value: 'Open', label: t('quotations.table.openFilter') },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label={t('quotations.table.search')}
        type="search"
        placeholder={t('quotations.table.searchPlaceholder')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <FiltersDisclosure active={props.statusFilter === '' ? 0 : 1}>
        <SelectField
          label={t('quotations.table.statusFilter')}
          value={props.statusFilter}
          options={statusOptions}
          onChange={(event) => props.onStatusFilter(event.target.value as StatusFilterValue)}
        />
        <SelectField
          label={t('quotations.table.sortBy')}
          value={props.sortKey}
          options={quotationSortKeys.map((key) => ({
            value: key,
            label: t(`quotations.table.sortKeys.${sortKeyLabels[key]}`),
          }))}
          onChange={(event) => props.onSortKey(event.target.value as QuotationSortKey)}
        />
        <SelectField
          label={t('quotations.table.sortOrder')}
          value={props.sortOrder}
          options={[
            { value: 'desc', label: t('quotations.table.descending') },
            { value: 'asc', label: t('quotations.table.ascending') },
          ]}
          onChange={(event) => props.onSortOrder(event.target.value as 'asc' | 'desc')}
        />
      </FiltersDisclosure>
    </div>
  );
}
