import { MoreVertical, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ActionMenu } from '../../../components/ui/action-menu';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneLinks } from '../../../components/phone-links';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { fallbackOnError, imageUrl } from '../../../lib/image-url';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import { BackToUsersLink } from '../components/back-to-users-link';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { RoleBadge } from '../components/role-badge';
import { UserRecords } from '../components/user-records';
import { WhatsAppConsentPanel } from '../components/whatsapp-consent-panel';
import { VehicleList } from '../../../components/vehicles/vehicle-list';
import { Page } from '../../../components/ui/page';

/**
 * /admin/users/:id: the person's details, with their quotations and orders; Delete sits in the
 * overflow menu, never for the admin's own account.
 */
export default function UserDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const user = useUser(id);
  const { data: me } = useCurrentUser();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(user.data?.name ?? t('users.title'));

  if (user.isPending) return <LoadingState label={t('users.loadingOne')} />;
  if (user.isError)
    return (
      <Page>
        <BackToUsersLink />
        <Alert tone="error">{apiErrorText(t, user.error, t('errors.fetchUsersFailed'))}</Alert>
      </Page>
    );
  const person = user.data;
  const facts = [
    [t('profile.email'), person.email ?? t('users.noEmail')],
    [t('profile.phone'), person.phone ? <PhoneLinks phone={person.phone} /> : t('common.notAvailable')],
    [t('profile.address'), person.address ?? t('common.notAvailable')],
    [t('profile.createdAt'), formatDate(person.createdAt, i18n.language)],
  ] as const satisfies [string, ReactNode][];

  return (
    <Page>
      <BackToUsersLink />
      <Card>
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={imageUrl(person.profileImage)}
            onError={fallbackOnError()}
            alt={t('profile.avatarAlt', { name: person.name })}
            width="80"
            height="80"
            className="size-20 rounded-full border border-slate-200 object-cover dark:border-slate-700"
          />
          <div className="min-w-0 flex-1 basis-40">
            <h1 className="break-words text-2xl font-bold">{person.name}</h1>
            <RoleBadge role={person.role} />
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            <Link to={`/admin/users/${person._id}/edit`} className={buttonClasses('secondary', 'sm')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('users.edit')}
            </Link>
            {me && me._id !== person._id && (
              <ActionMenu
                label={t('users.moreActions', { name: person.name })}
                items={[{ label: t('users.deleteAccount'), danger: true, onSelect: () => setDeleting(true) }]}
                buttonClassName={buttonClasses('secondary', 'sm')}
              >
                <MoreVertical aria-hidden="true" className="size-4" />
                {t('common.more')}
              </ActionMenu>
            )}
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="mt-1 whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {person.role === 'user' && <WhatsAppConsentPanel userId={person._id} />}
      <UserRecords userId={person._id} />
      {person.role === 'user' && (
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{t('vehicles.userTitle')}</h2>
          <VehicleList userId={person._id} />
        </Card>
      )}
      {deleting && (
        <DeleteUserDialog
          user={person}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/admin/users')}
        />
      )}
    </Page>
  );
}
