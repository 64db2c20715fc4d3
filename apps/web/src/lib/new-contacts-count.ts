import type { ContactStatsAnswer } from '@karigar/domain/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Every contact query lives under this key: a change to an enquiry refreshes the inbox and the count. */
export const contactsKey = ['contacts'] as const;

/** GET /api/contact/stats (admin): how many enquiries nobody has opened yet. */
export const newContactsCountQuery = queryOptions({
  queryKey: [...contactsKey, 'stats'],
  queryFn: ({ signal }) => apiRequest<ContactStatsAnswer>('/contact/stats', { signal }),
  select: (answer) => answer.data.new,
  refetchInterval: 60_000,
});

/** The number the admin's navigation shows beside Contacts (ask it only for an admin). */
export function useNewContactsCount() {
  return useQuery(newContactsCountQuery);
}
