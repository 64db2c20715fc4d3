import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useUserStats } from '../api/get-user-stats';

/** The number of users. */
export function TotalUsersCard() {
  const { t } = useTranslation();
  const stats = useUserStats();
  return (
    <Card aria-labelledby="total-users-heading">
      <h2 id="total-users-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-300" />
        {t('admin.totalUsers')}
      </h2>
      <p className="mt-4 text-4xl font-bold" data-testid="total-users">
        {stats.isPending ? '…' : (stats.data?.totalUsers ?? t('common.notAvailable'))}
      </p>
      {stats.isError && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t('admin.statsFailed')}</p>}
    </Card>
  );
}
