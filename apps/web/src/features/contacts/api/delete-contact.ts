import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactsKey } from '../../../lib/new-contacts-count';

/** DELETE /api/contact/:id (admin). */
export function deleteContact(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/contact/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}
