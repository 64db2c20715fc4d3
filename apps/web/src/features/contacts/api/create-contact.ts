import type { Contact, ContactBody } from '@karigar/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/setup';
import { apiRequest } from '../../../lib/api-client';

interface ContactCreated {
  ok: true;
  data: Contact;
  message: string;
}

/** POST /api/contact: an enquiry from anyone, kept with the language it was written in. */
export function createContact(body: ContactBody): Promise<ContactCreated> {
  return apiRequest<ContactCreated>('/contact', { method: 'POST', body: { ...body, language: currentLanguage() } });
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact });
}
