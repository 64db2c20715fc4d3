import {
  orderPaymentFilters,
  orderStatuses,
  ORDER_PAGE_SIZE,
  type OrderOrigin,
  type OrderPaymentFilter,
  type OrderSortKey,
  type OrderStatus,
} from '@karigar/domain/order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { runnableSearch, useOrders, type OrdersParams, type OrdersScope } from '../api/get-orders';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { formatCount } from '../order-labels';
import { DashboardBackLink } from './dashboard-back-link';
import { Pager } from '../../../components/ui/pager';
import { pageRange } from '../../../lib/page-range';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';
import { StatusChangeDialog } from './status-change-dialog';
import { useSearchText } from '../../../lib/use-search-text';
import { Page } from '../../../components/ui/page';

const firstPage: OrdersParams = {
  page: 1,
  sortKey: 'createdAt',
  sortOrder: 'desc',
  search: '',
  origin: 'all',
  payment: 'all',
  status: 'all',
};

/**
 * `?status=Confirmed` or `?payment=unpaid` (e.g. from the dashboard) opens the list filtered;
 * anything else shows every status and payment.
 */
const filtersFromUrl = (url: URLSearchParams): Pick<OrdersParams, 'status' | 'payment'> => ({
  status: orderStatuses.find((status) => status === url.get('status')) ?? 'all',
  payment: orderPaymentFilters.find((payment) => payment === url.get('payment')) ?? 'all',
});

/**
 * The orders page (spec "Orders page"): everyone's orders with the admin's Action column
 * (scope 'all'), or only the customer's own, read-only (scope 'mine').
 */
export function OrdersList({ scope }: { scope: OrdersScope }) {
  const { t } = useTranslation();
  const isAdmin = scope === 'all';
  const [searchParams] = useSearchParams();
  const [params, setParams] = useState(() => ({ ...firstPage, ...filtersFromUrl(searchParams) }));
  const [searchText, onSearchText] = useSearchText(setParams);
  const orders = useOrders(scope, params);
  const status = useChangeOrderStatus();
  useDocumentTitle(t('orders.title'));

  // A page past the end (fewer orders since it was chosen): step back to the last one.
  const lastPage = orders.isPlaceholderData ? undefined : orders.data?.pagination.totalPages;
  if (lastPage !== undefined && params.page > Math.max(1, lastPage))
    setParams({ ...params, page: Math.max(1, lastPage) });

  const onOrigin = (origin: OrderOrigin | 'all') => setParams((current) => ({ ...current, origin, page: 1 }));
  const onPayment = (payment: OrderPaymentFilter | 'all') => setParams((current) => ({ ...current, payment, page: 1 }));
  const onStatus = (status: OrderStatus | 'all') => setParams((current) => ({ ...current, status, page: 1 }));
  const onSort = (sortKey: OrderSortKey, sortOrder: 'asc' | 'desc') =>
    setParams((current) => ({ ...current, sortKey, sortOrder, page: 1 }));

  const data = orders.data;
  let body;
  if (orders.isPending) body = <LoadingState label={t('orders.loading')} />;
  else if (orders.isError)
    body = <Alert tone="error">{apiErrorText(t, orders.error, t('orders.errorOccurred'))}</Alert>;
  else if (data && data.orders.length === 0) body = <p className="py-10 text-center">{t('orders.empty')}</p>;
  else if (data)
    body = (
      <>
        <OrdersTable
          orders={data.orders}
          isAdmin={isAdmin}
          changingId={status.changingId}
          onStatusChange={status.choose}
        />
        <Pager
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          summary={t('orders.showing', {
            ...pageRange(data.pagination.currentPage, ORDER_PAGE_SIZE, data.pagination.totalOrders),
            total: formatCount(data.pagination.totalOrders),
          })}
          label={t('orders.pagination')}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
        />
      </>
    );

  return (
    <Page>
      <DashboardBackLink isAdmin={isAdmin} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('orders.title')}</h1>
          {data && (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t('orders.total', { total: formatCount(data.pagination.totalOrders) })}
              {!isAdmin && ` ${t('orders.onlyYours')}`}
            </p>
          )}
        </div>
        {isAdmin && (
          <ExportCsvButton
            path="/orders/export.csv"
            params={{
              ...params,
              page: undefined,
              search: runnableSearch(params.search),
              payment: params.payment === 'all' ? undefined : params.payment,
              status: params.status === 'all' ? undefined : params.status,
            }}
          />
        )}
      </div>
      <OrdersToolbar
        searchText={searchText}
        onSearchText={onSearchText}
        params={params}
        isAdmin={isAdmin}
        onOrigin={onOrigin}
        onPayment={onPayment}
        onStatus={onStatus}
        onSort={onSort}
      />
      {body}
      <DashboardBackLink isAdmin={isAdmin} />
      {status.asking && <StatusChangeDialog {...status.asking} onConfirm={status.confirm} onClose={status.dismiss} />}
    </Page>
  );
}
