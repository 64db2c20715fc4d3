import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../../../components/activity/activity-list';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useRecentActivity } from '../api/get-recent-activity';

/** The newest entries of the activity log in the reader's language: what happened, who did it and when. */
export function RecentActivityCard() {
  const { t } = useTranslation();
  const activity = useRecentActivity();
  const entries = activity.data?.activities;
  return (
    <Card aria-labelledby="recent-activity-heading" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-activity-heading" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-300" />
          {t('dashboard.recentActivity')}
        </h2>
        <TextLink to="/admin/activities" className="text-sm">
          {t('dashboard.allActivity')}
        </TextLink>
      </div>
      <div className="mt-3">
        {activity.isPending && <LoadingState label={t('common.loading')} />}
        {activity.isError && <Alert tone="error">{t('errors.loadActivitiesFailed')}</Alert>}
        {entries?.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('dashboard.noActivity')}</p>}
        {!!entries?.length && <ActivityList entries={entries} />}
      </div>
    </Card>
  );
}
