import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useRecentActivities } from '../api/get-recent-activities';

export function RecentActivities() {
  const { t } = useTranslation();
  const activities = useRecentActivities();
  return (
    <Card aria-labelledby="recent-activities-heading">
      <h2 id="recent-activities-heading" className="text-lg font-semibold">
        {t('admin.recentActivities')}
      </h2>
      <div className="mt-4">
        {activities.isPending && <LoadingState label={t('common.loading')} />}
        {activities.isError && <Alert tone="error">{t('errors.loadActivitiesFailed')}</Alert>}
        {activities.data?.activities.length === 0 && (
          <p className="text-slate-700 dark:text-slate-300">{t('admin.noActivities')}</p>
        )}
        {!!activities.data?.activities.length && (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {activities.data.activities.map((line, index) => (
              <li key={`${index}-${line}`} className="py-2 text-sm">
                {line}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
