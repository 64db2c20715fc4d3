import type { UserListAnswer } from '@karigar/domain/user';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users?role=user&search=…: customers a manual order can be made for (admins only). */
export function useCustomerSearch(search: string) {
  const query = new URLSearchParams({ role: 'user', limit: '20', sortKey: 'name', sortOrder: 'asc' });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: ['users', 'customers', search],
    queryFn: ({ signal }) => apiRequest<UserListAnswer>(`/users?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
