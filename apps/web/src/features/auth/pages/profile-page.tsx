import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ProfileSection } from '../../../components/profile/profile-section';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Page } from '../../../components/ui/page';

const customerLinks = { orders: '/user/my-orders', quotations: '/user/quotations/user' };

/** /user/dashboard: the customer's profile, in view or edit mode, and the MFA card. Admins go to /admin/profile. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('profile.infoTitle'));

  if (!user) return <LoadingState label={t('profile.loading')} />;
  if (user.role === 'admin') return <Navigate to="/admin/profile" replace />;

  return (
    <Page narrow>
      <ProfileSection user={user} links={customerLinks} />
    </Page>
  );
}
