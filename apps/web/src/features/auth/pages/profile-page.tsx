import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileView } from '../components/profile-view';

const MfaCard = lazy(() => import('../components/mfa-card'));

/** /user/dashboard: the customer's profile, in view or edit mode, and the MFA card. Admins go to /admin. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(t('profile.infoTitle'));

  if (!user) return <LoadingState label={t('profile.loading')} />;
  if (user.role === 'admin') return <Navigate to="/admin" replace />;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView user={user} onEdit={() => setEditing(true)} />
      )}
      <Suspense fallback={<LoadingState label={t('common.loading')} />}>
        <MfaCard user={user} />
      </Suspense>
    </div>
  );
}
