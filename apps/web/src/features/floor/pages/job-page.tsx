import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { JobFloorDetails } from '../../../components/floor/job-panel';
import { OrderPhotos } from '../../../components/photos/order-photos';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useJob, useStages } from '../../../lib/floor';
import { serviceName } from '../../../lib/service-text';
import { useDocumentTitle } from '../../../lib/use-document-title';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** /admin/jobs/:orderId (admins and staff): the job without its money: who, what, where on the floor. */
export default function JobPage() {
  const { t, i18n } = useTranslation();
  const { orderId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const job = useJob(orderId);
  const stages = useStages();
  const isAdmin = user?.role === 'admin';
  useDocumentTitle(job.data ? t('floor.job.title', { ref: `#${job.data.orderNumber}` }) : t('floor.board.title'));

  let body;
  if (job.isPending || stages.isPending) body = <LoadingState label={t('floor.job.loading')} />;
  else if (job.error instanceof ApiError && job.error.status === 404)
    body = <h1 className="text-2xl font-bold">{t('floor.job.notFound')}</h1>;
  else if (!job.data || !stages.data) body = <Alert tone="error">{t('floor.job.loadFailed')}</Alert>;
  else {
    const data = job.data;
    body = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{t('floor.job.title', { ref: `#${data.orderNumber}` })}</h1>
          {isAdmin && (
            <Link to={`/admin/orders/${data._id}`} className={buttonClasses('secondary', 'sm')}>
              {t('floor.job.openOrder')}
            </Link>
          )}
        </div>
        <Card>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('floor.job.customer')} value={data.customerName} />
            <Fact
              label={t('floor.job.service')}
              value={serviceName({ name: data.serviceName, nameMr: data.serviceNameMr }, i18n.language)}
            />
            {data.vehicleLabel && <Fact label={t('floor.job.vehicle')} value={data.vehicleLabel} />}
            {data.details && <Fact label={t('floor.job.details')} value={data.details} />}
          </dl>
        </Card>
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{t('floor.job.panelTitle')}</h2>
          <JobFloorDetails job={data} stages={stages.data.stages} canAssign={isAdmin} />
        </Card>
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{t('photos.title')}</h2>
          <OrderPhotos order={data} mayAdd stageId={data.stageId} mayChange={isAdmin} />
        </Card>
      </>
    );
  }

  return (
    <Page>
      <Link to="/admin/board" className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('floor.job.backToBoard')}
      </Link>
      {body}
    </Page>
  );
}
