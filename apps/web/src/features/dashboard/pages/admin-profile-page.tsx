import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../components/profile/profile-section';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ReminderSettingsSection } from '../components/reminder-settings-section';
import { Page } from '../../../components/ui/page';

/**
 * /admin/profile: the admin's own profile (view, edit, two-factor), the same block as the customer's;
 * orders and quotations are on the dashboard, so the profile's buttons to them are left out. Below it,
 * the workshop's payment reminder settings.
 */
export default function AdminProfilePage() {
  const { t } = useTranslation();
  const { data: admin } = useCurrentUser();
  useDocumentTitle(t('profile.infoTitle'));
  if (!admin) return <LoadingState label={t('profile.loading')} />;
  return (
    <Page narrow>
      <TextLink to="/admin">{t('dashboard.backToDashboard')}</TextLink>
      <ProfileSection user={admin} />
      <ReminderSettingsSection />
    </Page>
  );
}
