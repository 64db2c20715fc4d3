import { QUOTATION_MAX_LIMIT } from '@karigar/domain/quotation';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuotationList } from '../api/list-quotations';
import { QuotationCard } from '../components/quotation-card';
import { apiErrorText } from '../../../lib/api-errors';

/**
 * /user/quotation-status and /quotation-status: the customer's own quotations, newest first; with
 * none yet, the request form. Admins have the quotations table instead.
 */
export default function QuotationStatusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.statusList.title'));
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const list = useQuotationList(
    'user',
    { sortKey: 'createdAt', sortOrder: 'desc', limit: QUOTATION_MAX_LIMIT },
    Boolean(user) && !isAdmin,
  );

  // A cached empty list may be out of date (a request was just made): wait for the fresh one.
  const none = list.data?.quotations.length === 0;
  if (isAdmin) return <Navigate to="/admin/quotations" replace />;
  if (none && list.isFetchedAfterMount) return <Navigate to="/quotation-form" replace />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('quotations.statusList.title')}</h1>
        <Link to="/quotation-form" className={buttonClasses('primary', 'sm')}>
          {t('quotations.statusList.requestAnother')}
        </Link>
      </div>
      {(list.isPending || (none && list.isFetching)) && <LoadingState label={t('quotations.statusList.loading')} />}
      {list.isError && <Alert tone="error">{apiErrorText(t, list.error, t('errors.fetchQuotationsFailed'))}</Alert>}
      {list.data && !none && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.quotations.map((quotation) => (
            <QuotationCard key={quotation._id} quotation={quotation} />
          ))}
        </ul>
      )}
    </div>
  );
}
