import type { ContactAnswer, ContactStatus } from '@karigar/domain/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactsKey } from '../../../lib/new-contacts-count';

export interface ContactStatusChange {
  id: string;
  status: ContactStatus;
}

/** PATCH /api/contact/:id (admin). */
export function updateContactStatus({ id, status }: ContactStatusChange): Promise<ContactAnswer> {
  return apiRequest<ContactAnswer>(`/contact/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

/** Changes an enquiry's status, then reloads the inbox and the navigation's count. */
export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}
