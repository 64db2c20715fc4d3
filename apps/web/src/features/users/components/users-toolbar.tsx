import { roles, userSortKeys, type Role } from '@karigar/domain/user';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { UsersParams } from '../api/get-users';
import { SearchField } from '../../../components/ui/search-field';
import { FiltersDisclosure } from '../../../components/filters-disclosure';

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
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField
        label={t('users.searchLabel')}
        value={searchText}
        placeholder={t('users.searchPlaceholder')}
        onChange={onSearchText}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FiltersDisclosure active={params.role === 'all' ? 0 : 1}>
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
      </FiltersDisclosure>
    </div>
  );
}
