import type { PublicUser } from '@karigar/domain/user';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { LoadingState } from '../ui/spinner';
import { NotificationsCard } from '../notifications/notifications-card';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView, type ProfileLinks } from './profile-view';

const MfaCard = lazy(() => import('./mfa-card'));

interface ProfileSectionProps {
  user: PublicUser;
  /** The 'View Orders' and 'View Quotations' targets; left out where the page links there itself. */
  links?: ProfileLinks;
  /** 'h2' when the page has its own main heading (the admin dashboard). */
  titleTag?: 'h1' | 'h2';
}

/**
 * The signed-in user's own profile, shared by the customer's profile page and the admin dashboard:
 * view mode (greeting, User Information, Edit Profile and the next steps) or edit mode, a
 * customer's Notifications card and the MFA card.
 */
export function ProfileSection({ user, links, titleTag = 'h1' }: ProfileSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // A new email waits for its link: say where it went until the next edit.
  const [pendingEmail, setPendingEmail] = useState<string>();
  const edit = () => {
    setPendingEmail(undefined);
    setEditing(true);
  };
  const done = (pending?: string) => {
    setPendingEmail(pending);
    setEditing(false);
  };
  return (
    <div className="space-y-6">
      {pendingEmail && <Alert tone="success">{t('profile.emailPending', { email: pendingEmail })}</Alert>}
      {editing ? (
        <ProfileEditForm user={user} titleTag={titleTag} onDone={done} />
      ) : (
        <ProfileView user={user} links={links} titleTag={titleTag} onEdit={edit} />
      )}
      {user.role === 'user' && <NotificationsCard />}
      <Suspense fallback={<LoadingState label={t('common.loading')} />}>
        <MfaCard user={user} />
      </Suspense>
    </div>
  );
}
