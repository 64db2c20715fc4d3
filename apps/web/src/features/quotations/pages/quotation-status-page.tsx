import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QuotationCard } from '../components/quotation-card';
import { QuotationFilters } from '../components/quotation-filters';
import { QuotationsPager } from '../components/quotations-pager';
import { ViewSwitchLink } from '../components/view-switch-link';
import { useQuotationListView } from '../hooks/use-quotation-list-view';
import { Page } from '../../../components/ui/page';
import { apiErrorText } from '../../../lib/api-errors';

/**
 * /user/quotation-status and /quotation-status: the customer's own quotations as cards, a page at
 * a time, with the same search, filter, sort and page as the table view it links to; with none
 * yet, the request form. Admins have the quotations table instead.
 */
export default function QuotationStatusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.statusList.title'));
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const view = useQuotationListView('user', Boolean(user) && !isAdmin);
  const { list, state } = view;

  // A cached empty list may be out of date (a request was just made): wait for the fresh one.
  const none = list.data?.total === 0;
  if (isAdmin) return <Navigate to="/admin/quotations" replace />;
  if (none && view.unfiltered && list.isFetchedAfterMount && !list.isPlaceholderData)
    return <Navigate to="/quotation-form" replace />;

  const data = list.data;
  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('quotations.statusList.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <ViewSwitchLink to="table" search={view.search} />
          <Link to="/quotation-form" className={buttonClasses('primary', 'sm')}>
            {t('quotations.statusList.requestAnother')}
          </Link>
        </div>
      </div>
      <QuotationFilters
        search={view.searchText}
        statusFilter={state.statusFilter}
        sortKey={state.sortKey}
        sortOrder={state.sortOrder}
        onSearch={view.onSearch}
        onStatusFilter={(statusFilter) => view.change({ statusFilter })}
        onSortKey={(sortKey) => view.change({ sortKey })}
        onSortOrder={(sortOrder) => view.change({ sortOrder })}
      />
      {(list.isPending || (none && list.isFetching)) && <LoadingState label={t('quotations.statusList.loading')} />}
      {list.isError && <Alert tone="error">{apiErrorText(t, list.error, t('errors.fetchQuotationsFailed'))}</Alert>}
      {data && data.quotations.length === 0 && !view.pastEnd && !(none && view.unfiltered) && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {t('errors.noQuotationsFound')}
        </p>
      )}
      {data && data.quotations.length > 0 && (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.quotations.map((quotation) => (
              <QuotationCard key={quotation._id} quotation={quotation} />
            ))}
          </ul>
          <QuotationsPager data={data} onPage={view.setPage} />
        </>
      )}
    </Page>
  );
}
