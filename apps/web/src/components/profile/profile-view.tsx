import { displayPhone } from '@karigar/domain/phone';
import type { PublicUser } from '@karigar/domain/user';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatDate } from '../../lib/format';
import { fallbackOnError, imageUrl } from '../../lib/image-url';

/** Where 'View Orders' and 'View Quotations' go. */
export interface ProfileLinks {
  orders: string;
  quotations: string;
}

interface ProfileViewProps {
  user: PublicUser;
  /** Without links only Edit Profile shows (the admin dashboard has its own shortcuts). */
  links: ProfileLinks | undefined;
  titleTag: 'h1' | 'h2';
  onEdit: () => void;
}

/** The profile in view mode: greeting, avatar, the User Information grid and the next steps. */
export function ProfileView({ user, links, titleTag: Title, onEdit }: ProfileViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const missing = t('common.notAvailable');
  const role = user.role ? t(`profile.roles.${user.role}`) : missing;
  // A customer is not shown their role or their record's id: neither means anything to them.
  const isAdmin = user.role === 'admin';
  const rows: (readonly [string, string | null | undefined])[] = [
    [t('profile.name'), user.name],
    [t('profile.email'), user.email],
    [t('profile.phone'), user.phone && displayPhone(user.phone)],
    [t('profile.address'), user.address],
    ...(user.role === 'user' ? ([[t('profile.gstin'), user.gstin]] as const) : []),
    ...(isAdmin
      ? ([
          [t('profile.role'), role],
          [t('profile.userId'), user._id],
        ] as const)
      : []),
    [t('profile.createdAt'), formatDate(user.createdAt, i18n.language)],
  ];

  return (
    <Card aria-labelledby="profile-heading">
      <div className="flex flex-col items-center gap-6 sm:flex-row">
        <img
          src={imageUrl(user.profileImage)}
          onError={fallbackOnError()}
          alt={t('profile.avatarAlt', { name: user.name })}
          width="112"
          height="112"
          className="size-28 rounded-full border border-slate-200 object-cover dark:border-slate-700"
        />
        <div className="text-center sm:text-left">
          <Title id="profile-heading" className="text-2xl font-bold">
            {t('profile.welcome', { name: user.name })}
          </Title>
          {isAdmin && (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t('profile.role')}: {role}
            </p>
          )}
        </div>
      </div>

      <h2 className="mt-8 text-lg font-semibold">{t('profile.infoTitle')}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 break-words font-medium">{value?.trim() ? value : missing}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={onEdit}>{t('profile.editProfile')}</Button>
        {links && (
          <>
            <Button variant="secondary" onClick={() => void navigate(links.orders)}>
              {t('profile.viewOrders')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate(links.quotations)}>
              {t('profile.viewQuotations')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
