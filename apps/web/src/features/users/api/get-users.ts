import type { Role, UserListAnswer, userSortKeys } from '@karigar/domain/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const USERS_PAGE_SIZE = 10;

export interface UsersParams {
  page: number;
  search: string;
  role: Role | 'all';
  sortKey: (typeof userSortKeys)[number];
  sortOrder: 'asc' | 'desc';
}

/** Every query of this feature starts with it, so a change refreshes them all. */
export const usersKey = ['users'] as const;

/** GET /api/users (admin): one page of users. */
export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(params.page),
        limit: String(USERS_PAGE_SIZE),
        sortKey: params.sortKey,
        sortOrder: params.sortOrder,
      });
      if (params.search.trim()) query.set('search', params.search.trim());
      if (params.role !== 'all') query.set('role', params.role);
      return apiRequest<UserListAnswer>(`/users?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
