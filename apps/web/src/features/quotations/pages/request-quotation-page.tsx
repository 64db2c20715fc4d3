import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceOptions } from '../../../lib/service-list';
import { RequestQuotationForm } from '../components/request-quotation-form';
import { Page } from '../../../components/ui/page';
import { apiErrorText } from '../../../lib/api-errors';

/** /user/quotations/new and /quotation-form (`?service=<id>` prefills its name). Customers only. */
export default function RequestQuotationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.request.title'));
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const services = useServiceOptions();
  if (user?.role === 'admin') return <Navigate to="/admin/quotations" replace />;

  return (
    <Page narrow>
      <Card aria-labelledby="request-quotation-heading">
        <h1 id="request-quotation-heading" className="text-2xl font-bold">
          {t('quotations.request.title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('quotations.request.intro')}</p>
        <div className="mt-6">
          {services.isPending && <LoadingState label={t('quotations.request.loadingServices')} />}
          {services.isError && (
            <Alert tone="error">{apiErrorText(t, services.error, t('errors.fetchServicesFailed'))}</Alert>
          )}
          {services.data && (
            <RequestQuotationForm
              services={services.data.services}
              initialService={searchParams.get('service') ?? ''}
            />
          )}
        </div>
      </Card>
    </Page>
  );
}
