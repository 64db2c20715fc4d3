import { ExportCsvButton } from '../../../components/export-csv-button';
import type { Role } from '@karigar/domain/user';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { pageRange } from '../../../lib/page-range';
import { LoadingState } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { USERS_PAGE_SIZE, useUsers, type UsersParams } from '../api/get-users';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { useSearchText } from '../../../lib/use-search-text';
import { Page } from '../../../components/ui/page';

const firstPage: UsersParams = { page: 1, search: '', role: 'all', sortKey: 'createdAt', sortOrder: 'desc' };

/** /admin/users: every active account, searchable, filterable by role and sortable, ten a page. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useState(firstPage);
  const [searchText, onSearchText] = useSearchText(setParams);
  const users = useUsers(params);
  useDocumentTitle(t('users.title'));

  // A page past the end (fewer users since it was chosen): step back to the last one.
  const lastPage = users.isPlaceholderData ? undefined : users.data?.pagination.totalPages;
  if (lastPage !== undefined && params.page > lastPage) setParams({ ...params, page: lastPage });

  const onRole = (role: Role | 'all') => setParams((current) => ({ ...current, role, page: 1 }));
  const onSort = (sortKey: UsersParams['sortKey'], sortOrder: 'asc' | 'desc') =>
    setParams((current) => ({ ...current, sortKey, sortOrder, page: 1 }));

  const data = users.data;
  let body;
  if (users.isPending) body = <LoadingState label={t('users.loading')} />;
  else if (users.isError)
    body = <Alert tone="error">{apiErrorText(t, users.error, t('errors.fetchUsersFailed'))}</Alert>;
  else if (!data || data.users.length === 0) body = <p className="py-10 text-center">{t('users.empty')}</p>;
  else {
    const { currentPage, totalPages, totalUsers } = data.pagination;
    body = (
      <>
        <UsersTable users={data.users} />
        <Pager
          page={currentPage}
          totalPages={totalPages}
          label={t('users.pagination')}
          summary={t('users.showing', { ...pageRange(currentPage, USERS_PAGE_SIZE, totalUsers), total: totalUsers })}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
        />
      </>
    );
  }

  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('users.title')}</h1>
          {data && (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t('users.total', { total: data.pagination.totalUsers })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton
            path="/users/export.csv"
            params={{
              search: params.search,
              role: params.role === 'all' ? undefined : params.role,
              sortKey: params.sortKey,
              sortOrder: params.sortOrder,
            }}
          />
          <Link to="/admin/users/new" className={buttonClasses('primary')}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('users.newUser')}
          </Link>
        </div>
      </div>
      <UsersToolbar
        searchText={searchText}
        onSearchText={onSearchText}
        params={params}
        onRole={onRole}
        onSort={onSort}
      />
      {body}
    </Page>
  );
}
