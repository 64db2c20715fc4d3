import type { Contact, ContactBody } from '@karigar/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface ContactCreated {
  ok: true;
  data: Contact;
  message: string;
}

/** POST /api/contact: an enquiry from anyone, answered in the contacts envelope. */
export function createContact(body: ContactBody): Promise<ContactCreated> {
  return apiRequest<ContactCreated>('/contact', { method: 'POST', body });
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact });
}
