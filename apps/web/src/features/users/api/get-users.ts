import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUsers, type UserListQuery } from '../../../lib/user-list';

export const USERS_PAGE_SIZE = 10;

export type UsersParams = Omit<UserListQuery, 'limit'> & { page: number };

/** Every query of this feature starts with it, so a change refreshes them all. */
export const usersKey = ['users'] as const;

/** One page of users for the admin's table. */
export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) => listUsers({ ...params, limit: USERS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
