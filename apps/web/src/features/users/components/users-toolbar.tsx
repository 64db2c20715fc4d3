import { roles, userSortKeys, type Role } from '@karigar/domain/user';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { UsersParams } from '../api/get-users';

interface UsersToolbarProps {
  /** What is typed in the search box (the list follows it 500 ms later). */
  searchText: string;
  onSearchText: (text: string) => void;
  params: UsersParams;
  onRole: (role: Role | 'all') => void;
  onSort: (sortKey: UsersParams['sortKey'], sortOrder: 'asc' | 'desc') => void;
}

/** Search, role filter and sorting above the users table. */
export function UsersToolbar({ searchText, onSearchText, params, onRole, onSort }: UsersToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('users.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={searchText}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => onSearchText(event.target.value)}
            className={`${controlClasses} pl-9`}
          />
        </div>
      </div>
      <SelectField
        label={t('users.roleLabel')}
        value={params.role}
        onChange={(event) => onRole(event.target.value as Role | 'all')}
      >
        <option value="all">{t('users.allRoles')}</option>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`profile.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('users.sortBy')}
        value={params.sortKey}
        onChange={(event) => onSort(event.target.value as UsersParams['sortKey'], params.sortOrder)}
      >
        {userSortKeys.map((key) => (
          <option key={key} value={key}>
            {t(`users.sortKeys.${key}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('users.sortOrder')}
        value={params.sortOrder}
        onChange={(event) => onSort(params.sortKey, event.target.value as 'asc' | 'desc')}
      >
        <option value="desc">{t('users.descending')}</option>
        <option value="asc">{t('users.ascending')}</option>
      </SelectField>
    </div>
  );
}
