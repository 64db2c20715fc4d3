import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminShortcuts } from '../components/admin-shortcuts';
import { AdminSummary } from '../components/admin-summary';
import { RecentActivities } from '../components/recent-activities';

/** /admin: shortcuts to the daily work, the admin's profile, the user count and the recent activities. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data: admin } = useCurrentUser();
  useDocumentTitle(t('admin.title'));
  if (!admin) return <LoadingState label={t('common.loading')} />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <AdminShortcuts />
      <AdminSummary admin={admin} />
      <RecentActivities />
    </div>
  );
}
