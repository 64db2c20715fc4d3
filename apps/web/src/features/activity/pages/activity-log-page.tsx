import { ExportCsvButton } from '../../../components/export-csv-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../../../components/activity/activity-list';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActivities, type ActivitiesParams } from '../api/get-activities';
import { ActivityFilters } from '../components/activity-filters';
import { Pager } from '../../../components/ui/pager';
import { Page } from '../../../components/ui/page';

/** The spec's defaults: the last 7 days, every priority, page 1. */
const firstPage: ActivitiesParams = { page: 1, range: '7d', priority: 'all', everything: false };

/** /admin/activities: the activity log, in the reader's language. */
export default function ActivityLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useState(firstPage);
  const activities = useActivities(params);
  useDocumentTitle(t('activity.title'));

  const data = activities.data;
  let body;
  if (activities.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (activities.isError)
    body = (
      <Alert tone="error">{params.everything ? t('errors.fetchLogsFailed') : t('errors.loadActivitiesFailed')}</Alert>
    );
  else if (data?.activities.length === 0) body = <p className="py-10 text-center">{t('activity.empty')}</p>;
  else if (data)
    body = (
      <>
        <ActivityList entries={data.activities} />
        {params.everything ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('activity.showingAll', { count: data.activities.length })}
          </p>
        ) : (
          <Pager
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            summary={t('activity.page', { page: data.pagination.page, totalPages: data.pagination.totalPages })}
            label={t('activity.pagination')}
            onPage={(page) => setParams((current) => ({ ...current, page }))}
          />
        )}
      </>
    );

  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('activity.title')}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('activity.intro')}</p>
          {data && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('activity.total', { total: data.pagination.total })}
            </p>
          )}
        </div>
        <ExportCsvButton
          path="/activity/export.csv"
          params={{
            range: params.everything ? 'all' : params.range,
            priority: params.priority === 'all' ? undefined : params.priority,
          }}
        />
      </div>
      <ActivityFilters
        range={params.range}
        priority={params.priority}
        everything={params.everything}
        onRange={(range) => setParams((current) => ({ ...current, range, page: 1, everything: false }))}
        onPriority={(priority) => setParams((current) => ({ ...current, priority, page: 1 }))}
        onEverything={(everything) => setParams((current) => ({ ...current, everything, page: 1 }))}
      />
      <Card aria-label={t('activity.title')} className="p-4 sm:p-6">
        {body}
      </Card>
    </Page>
  );
}
