import {
  ORDER_SEARCH_MIN,
  orderOrigins,
  orderPaymentFilters,
  orderSortKeys,
  orderStatuses,
  type OrderOrigin,
  type OrderPaymentFilter,
  type OrderSortKey,
  type OrderStatus,
} from '@karigar/domain/order';
import { useTranslation } from 'react-i18next';
import type { OrdersParams } from '../api/get-orders';
import { orderOriginKeys, orderStatusKeys } from '../order-labels';
import { SelectField } from '../../../components/ui/select-field';
import { SearchField } from '../../../components/ui/search-field';
import { FiltersDisclosure } from '../../../components/filters-disclosure';

interface OrdersToolbarProps {
  /** What is typed in the search box (the list follows it 500 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  params: OrdersParams;
  /** Admins also filter by origin and sort by customer; a customer's list holds only their own orders. */
  isAdmin: boolean;
  onOrigin: (origin: OrderOrigin | 'all') => void;
  onPayment: (payment: OrderPaymentFilter | 'all') => void;
  onStatus: (status: OrderStatus | 'all') => void;
  onSort: (sortKey: OrderSortKey, sortOrder: 'asc' | 'desc') => void;
}

/** Search, origin (admins), payment and status filters and sorting above the orders table. */
export function OrdersToolbar({
  searchText,
  onSearchText,
  params,
  isAdmin,
  onOrigin,
  onPayment,
  onStatus,
  onSort,
}: OrdersToolbarProps) {
  const { t } = useTranslation();
  const typed = searchText.trim().length;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <SearchField
        label={t('orders.searchLabel')}
        value={searchText}
        placeholder={t('orders.searchPlaceholder')}
        onChange={onSearchText}
        hint={typed > 0 && typed < ORDER_SEARCH_MIN ? t('orders.server.searchTooShort') : undefined}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FiltersDisclosure
        active={
          [isAdmin && params.origin !== 'all', params.payment !== 'all', params.status !== 'all'].filter(Boolean).length
        }
      >
        {isAdmin && (
          <SelectField
            label={t('orders.originLabel')}
            value={params.origin}
            onChange={(event) => onOrigin(event.target.value as OrderOrigin | 'all')}
          >
            <option value="all">{t('orders.allOrigins')}</option>
            {orderOrigins.map((origin) => (
              <option key={origin} value={origin}>
                {t(orderOriginKeys[origin])}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('orders.paymentLabel')}
          value={params.payment}
          onChange={(event) => onPayment(event.target.value as OrderPaymentFilter | 'all')}
        >
          <option value="all">{t('orders.allPayments')}</option>
          {orderPaymentFilters.map((payment) => (
            <option key={payment} value={payment}>
              {t(`orders.paymentFilter.${payment}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.statusLabel')}
          value={params.status}
          onChange={(event) => onStatus(event.target.value as OrderStatus | 'all')}
        >
          <option value="all">{t('orders.allStatuses')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(orderStatusKeys[status])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.sortBy')}
          value={params.sortKey}
          onChange={(event) => onSort(event.target.value as OrderSortKey, params.sortOrder)}
        >
          {orderSortKeys
            .filter((key) => isAdmin || key !== 'customerName')
            .map((key) => (
              <option key={key} value={key}>
                {t(`orders.sortKeys.${key}`)}
              </option>
            ))}
        </SelectField>
        <SelectField
          label={t('orders.sortOrder')}
          value={params.sortOrder}
          onChange={(event) => onSort(params.sortKey, event.target.value as 'asc' | 'desc')}
        >
          <option value="desc">{t('orders.descending')}</option>
          <option value="asc">{t('orders.ascending')}</option>
        </SelectField>
      </FiltersDisclosure>
    </div>
  );
}
