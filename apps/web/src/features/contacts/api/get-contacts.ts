import type { ContactListAnswer, ContactStatus } from '@karigar/domain/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactsKey } from '../../../lib/new-contacts-count';

export const CONTACTS_PAGE_SIZE = 10;

export interface ContactsParams {
  page: number;
  status: ContactStatus | 'all';
  search: string;
}

/** GET /api/contact (admin): one page of the inbox, newest first. */
export function getContacts(params: ContactsParams, signal?: AbortSignal): Promise<ContactListAnswer> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(CONTACTS_PAGE_SIZE) });
  if (params.status !== 'all') query.set('status', params.status);
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiRequest<ContactListAnswer>(`/contact?${query}`, { signal });
}

/** The previous page stays on screen while the next one loads. */
export function useContacts(params: ContactsParams) {
  return useQuery({
    queryKey: [...contactsKey, 'list', params],
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
  });
}
