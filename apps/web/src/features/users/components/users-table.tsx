import type { PublicUser } from '@karigar/domain/user';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { RoleBadge } from './role-badge';

interface UsersTableProps {
  users: PublicUser[];
  onDelete: (user: PublicUser) => void;
}

const cell = 'px-3 py-3 align-middle';

/** The users table with View, Edit and Delete on each row; it scrolls sideways on small screens. */
export function UsersTable({ users, onDelete }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('users.columns.name'),
    t('users.columns.email'),
    t('users.columns.phone'),
    t('users.columns.role'),
    t('users.columns.created'),
    t('users.columns.actions'),
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold text-slate-700 dark:text-slate-200`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
          {users.map((user) => (
            <tr key={user._id}>
              <td className={`${cell} whitespace-nowrap font-medium`}>{user.name}</td>
              <td className={`${cell} whitespace-nowrap`}>{user.email}</td>
              <td className={`${cell} whitespace-nowrap`}>{user.phone ?? t('common.notAvailable')}</td>
              <td className={cell}>
                <RoleBadge role={user.role} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(user.createdAt, i18n.language)}</td>
              <td className={cell}>
                <div className="flex items-center gap-2">
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
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t('users.deleteUser', { name: user.name })}
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('users.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
