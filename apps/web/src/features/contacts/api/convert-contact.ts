import type { ContactConvertedAnswer } from '@karigar/domain/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactsKey } from '../../../lib/new-contacts-count';

/** POST /api/contact/:id/create-user (admin): a customer account from the enquiry. */
export function convertContact(id: string): Promise<ContactConvertedAnswer> {
  return apiRequest<ContactConvertedAnswer>(`/contact/${encodeURIComponent(id)}/create-user`, { method: 'POST' });
}

export function useConvertContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}
