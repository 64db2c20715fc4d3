import { type Quotation } from '@karigar/domain/quotation-answer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { notifyOnScreen } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteQuotation } from '../api/delete-quotation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AcceptOnlyPricedSetting } from '../components/accept-only-priced-setting';
import { DashboardBackLink } from '../components/dashboard-back-link';
import { FollowUpForm } from '../components/follow-up-form';
import { NewOrderNotice } from '../components/new-order-notice';
import { QuotationFilters } from '../components/quotation-filters';
import { QuotationsTable } from '../components/quotations-table';
import { QuotationsPager } from '../components/quotations-pager';
import { ViewSwitchLink } from '../components/view-switch-link';
import { useQuotationListView } from '../hooks/use-quotation-list-view';
import { useQuotationDecision } from '../hooks/use-quotation-decision';
import { Page } from '../../../components/ui/page';
import { apiErrorText } from '../../../lib/api-errors';

/**
 * /user/quotations/user (the customer's own, linked to their status list showing the same rows) and
 * /admin/quotations (everyone's): search (500 ms debounce), status filter (`?status=` from the
 * dashboard too), sort, paging, and the role's actions.
 */
export default function QuotationsTablePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.table.title'));
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [followUpFor, setFollowUpFor] = useState<Quotation | null>(null);
  const [deleting, setDeleting] = useState<Quotation | null>(null);
  const decision = useQuotationDecision();
  const remove = useDeleteQuotation();
  const view = useQuotationListView(isAdmin ? 'admin' : 'user', Boolean(user));
  const { list, state, change, pastEnd } = view;

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
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('quotations.table.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {isAdmin && <ExportCsvButton path="/quotations/export.csv" params={{ ...state, page: undefined }} />}
          {user && !isAdmin && <ViewSwitchLink to="list" search={view.search} />}
          <DashboardBackLink isAdmin={isAdmin} />
        </div>
      </div>
      {isAdmin && <AcceptOnlyPricedSetting />}
      {data && (
        <p className="text-slate-700 dark:text-slate-300">{t('quotations.table.totalCount', { count: data.total })}</p>
      )}
      <QuotationFilters
        search={view.searchText}
        statusFilter={state.statusFilter}
        sortKey={state.sortKey}
        sortOrder={state.sortOrder}
        onSearch={view.onSearch}
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
          <QuotationsPager data={data} onPage={view.setPage} />
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
          <FollowUpForm
            quotation={followUpFor}
            onSent={() => setFollowUpFor(null)}
            onCancel={() => setFollowUpFor(null)}
          />
        </Modal>
      )}
    </Page>
  );
}
