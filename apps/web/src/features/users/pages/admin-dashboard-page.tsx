import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../components/profile/profile-section';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminShortcuts } from '../components/admin-shortcuts';
import { RecentActivities } from '../components/recent-activities';
import { TotalUsersCard } from '../components/total-users-card';

/**
 * /admin: shortcuts to the daily work, the admin's own profile (the same block as the customer's
 * profile page: view, edit, MFA; orders and quotations are in the shortcuts and the header, so the
 * profile's own buttons to them are left out), the user count and the recent activities.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data: admin } = useCurrentUser();
  useDocumentTitle(t('admin.title'));
  if (!admin) return <LoadingState label={t('profile.loading')} />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <AdminShortcuts />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileSection user={admin} titleTag="h2" />
        </div>
        <TotalUsersCard />
      </div>
      <RecentActivities />
    </div>
  );
}
