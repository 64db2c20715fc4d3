import type { PublicUser } from '@karigar/domain/user';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { PhoneLinks } from '../../../components/phone-links';
import { formatDate } from '../../../lib/format';
import { RoleBadge } from './role-badge';

/** The users table with View and Edit on each row (a card each on phones); Delete is on the person's page. */
export function UsersTable({ users }: { users: PublicUser[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn<PublicUser>[] = [
    {
      header: t('users.columns.name'),
      card: 'title',
      className: 'whitespace-nowrap font-medium',
      cell: (user) => user.name,
    },
    {
      header: t('users.columns.email'),
      className: 'whitespace-nowrap',
      cell: (user) => user.email ?? t('common.notAvailable'),
    },
    {
      header: t('users.columns.phone'),
      className: 'whitespace-nowrap',
      cell: (user) => (user.phone ? <PhoneLinks phone={user.phone} /> : t('common.notAvailable')),
    },
    { header: t('users.columns.role'), card: 'badge', cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: t('users.columns.created'),
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.createdAt, i18n.language),
    },
    {
      header: t('users.columns.actions'),
      card: 'action',
      cell: (user) => (
        <RowActions>
          <Link
            to={`/admin/users/${user._id}`}
            aria-label={t('users.viewUser', { name: user.name })}
            className={buttonClasses('secondary', 'sm')}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('users.view')}
          </Link>
          <Link
            to={`/admin/users/${user._id}/edit`}
            aria-label={t('users.editUser', { name: user.name })}
            className={buttonClasses('secondary', 'sm')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('users.edit')}
          </Link>
        </RowActions>
      ),
    },
  ];
  return <ResponsiveTable rows={users} rowKey={(user) => user._id} columns={columns} />;
}
