import type { PublicUser } from '@karigar/domain/user';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { fallbackOnError, imageUrl } from '../../../lib/image-url';
import { useUserStats } from '../api/get-user-stats';

/** The admin's own profile and the number of users. */
export function AdminSummary({ admin }: { admin: PublicUser }) {
  const { t } = useTranslation();
  const stats = useUserStats();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card aria-labelledby="admin-profile-heading">
        <h2 id="admin-profile-heading" className="text-lg font-semibold">
          {t('admin.profileTitle')}
        </h2>
        <div className="mt-4 flex items-center gap-4">
          <img
            src={imageUrl(admin.profileImage)}
            onError={fallbackOnError()}
            alt={t('profile.avatarAlt', { name: admin.name })}
            width="64"
            height="64"
            className="size-16 rounded-full object-cover"
          />
          <div>
            <p className="font-semibold">{admin.name}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{admin.email}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('profile.role')}: {t(`profile.roles.${admin.role}`)}
            </p>
          </div>
        </div>
      </Card>
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
    </div>
  );
}
