import type { Role, UserListAnswer, userSortKeys } from '@karigar/domain/user';
import { apiRequest } from './api-client';

export interface UserListQuery {
  page?: number;
  limit: number;
  search: string;
  role: Role | 'all';
  sortKey: (typeof userSortKeys)[number];
  sortOrder: 'asc' | 'desc';
}

/** GET /api/users (admin): one page of users, searched and sorted on the server. */
export function listUsers(params: UserListQuery, signal?: AbortSignal): Promise<UserListAnswer> {
  const query = new URLSearchParams({
    limit: String(params.limit),
    sortKey: params.sortKey,
    sortOrder: params.sortOrder,
  });
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.role !== 'all') query.set('role', params.role);
  return apiRequest<UserListAnswer>(`/users?${query.toString()}`, { signal });
}
