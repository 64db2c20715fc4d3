import type { ContactAnswer } from '@karigar/domain/contact';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactsKey } from '../../../lib/new-contacts-count';

/** GET /api/contact/:id (admin): one enquiry, for a link that opens it (`/admin/contacts?open=<id>`). */
export function useContact(id: string | null) {
  return useQuery({
    queryKey: [...contactsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<ContactAnswer>(`/contact/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
