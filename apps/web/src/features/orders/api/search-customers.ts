import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '../../../lib/user-list';

/** Customers a manual order can be made for (admins only), by name first. */
export function useCustomerSearch(search: string) {
  return useQuery({
    queryKey: ['users', 'customers', search],
    queryFn: ({ signal }) => listUsers({ role: 'user', limit: 20, search, sortKey: 'name', sortOrder: 'asc' }, signal),
    placeholderData: keepPreviousData,
  });
}
