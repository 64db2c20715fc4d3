import { QUOTATION_PAGE_SIZE, quotationStatusFilters } from '@karigar/domain/quotation';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { notifyOnScreen } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteQuotation } from '../api/delete-quotation';
import { useQuotationList, type QuotationListParams } from '../api/list-quotations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardBackLink } from '../components/dashboard-back-link';
import { FollowUpForm } from '../components/follow-up-form';
import { NewOrderNotice } from '../components/new-order-notice';
import { QuotationFilters } from '../components/quotation-filters';
import { QuotationsTable } from '../components/quotations-table';
import { TablePager } from '../components/table-pager';
import { useQuotationDecision } from '../hooks/use-quotation-decision';
import { apiErrorText } from '../../../lib/api-errors';

const SEARCH_DEBOUNCE_MS = 500;

type ListState = Required<Omit<QuotationListParams, 'limit'>>;

const initialState: ListState = { page: 1, sortKey: 'createdAt', sortOrder: 'desc', statusFilter: '', search: '' };

/** `?status=Awaiting` (e.g. from the dashboard) opens the table filtered; anything else shows every status. */
const statusFromUrl = (value: string | null): ListState['statusFilter'] =>
  quotationStatusFilters.find(
    (filter): filter is Exclude<typeof filter, 'All'> => filter !== 'All' && filter === value,
  ) ?? '';

/**
 * /user/quotations/user (the customer's own) and /admin/quotations (everyone's): search (500 ms
 * debounce), status filter (its first value may come from `?status=`), sort, paging, and the role's actions.
 */
export default function QuotationsTablePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.table.title'));
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => ({
    ...initialState,
    statusFilter: statusFromUrl(searchParams.get('status')),
  }));
  const [searchText, setSearchText] = useState('');
  const searchTimer = useRef<number | undefined>(undefined);
  const [followUpFor, setFollowUpFor] = useState<Quotation | null>(null);
  const [deleting, setDeleting] = useState<Quotation | null>(null);
  const decision = useQuotationDecision();
  const remove = useDeleteQuotation();
  const list = useQuotationList(isAdmin ? 'admin' : 'user', { ...state, limit: QUOTATION_PAGE_SIZE }, Boolean(user));

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  // A page left empty (e.g. its last row deleted) steps back to the last page that still exists;
  // adjusted while rendering, so the empty page is never shown.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.totalPages) : undefined;
  const pastEnd = lastPage !== undefined && state.page > lastPage;
  if (pastEnd) setState((current) => ({ ...current, page: lastPage }));

  const change = (next: Partial<ListState>) => setState((current) => ({ ...current, ...next, page: 1 }));
  const onSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => change({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => notifyOnScreen('success', t('quotations.server.deleted')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.deleteQuotationFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  const data = list.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('quotations.table.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {isAdmin && <ExportCsvButton path="/quotations/export.csv" params={{ ...state, page: undefined }} />}
          <DashboardBackLink isAdmin={isAdmin} />
        </div>
      </div>
      {data && (
        <p className="text-slate-700 dark:text-slate-300">{t('quotations.table.totalCount', { count: data.total })}</p>
      )}
      <QuotationFilters
        search={searchText}
        statusFilter={state.statusFilter}
        sortKey={state.sortKey}
        sortOrder={state.sortOrder}
        onSearch={onSearch}
        onStatusFilter={(statusFilter) => change({ statusFilter })}
        onSortKey={(sortKey) => change({ sortKey })}
        onSortOrder={(sortOrder) => change({ sortOrder })}
      />
      {decision.newOrderId && <NewOrderNotice orderId={decision.newOrderId} />}
      {list.isPending && <LoadingState label={t('quotations.table.loading')} />}
      {list.isError && <Alert tone="error">{apiErrorText(t, list.error, t('errors.fetchQuotationsFailed'))}</Alert>}
      {data && data.quotations.length === 0 && !pastEnd && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {t('errors.noQuotationsFound')}
        </p>
      )}
      {data && data.quotations.length > 0 && user && (
        <>
          <QuotationsTable
            quotations={data.quotations}
            isAdmin={isAdmin}
            currentUserId={user._id}
            onDecide={decision.ask}
            onFollowUp={setFollowUpFor}
            onDelete={setDeleting}
          />
          <TablePager
            page={data.currentPage}
            totalPages={data.totalPages}
            total={data.total}
            pageSize={QUOTATION_PAGE_SIZE}
            shown={data.quotations.length}
            onPage={(page) => setState((current) => ({ ...current, page }))}
          />
        </>
      )}
      {decision.dialog}
      {deleting && (
        <ConfirmDialog
          title={t('quotations.confirm.deleteTitle')}
          text={t('quotations.confirm.deleteText')}
          confirmLabel={t('quotations.confirm.confirm')}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
      {followUpFor && (
        <Modal
          title={t('quotations.followUp.title')}
          closeLabel={t('common.close')}
          onClose={() => setFollowUpFor(null)}
        >
          <FollowUpForm quotationId={followUpFor._id} onSent={() => setFollowUpFor(null)} />
        </Modal>
      )}
    </div>
  );
}
