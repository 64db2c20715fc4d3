import { WORKSHOP_CONTACT_PATH, type WorkshopContact } from '@karigar/domain/workshop-contact';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { usePageAnswer } from './page-data';

/**
 * GET /api/workshop: how to reach the workshop (null: nothing to show). Every page the server sends
 * carries it; it does not change while the app runs.
 */
export function useWorkshopContact() {
  return useQuery({
    queryKey: ['workshop', 'contact'],
    queryFn: ({ signal }) => apiRequest<WorkshopContact>(WORKSHOP_CONTACT_PATH, { signal }),
    initialData: usePageAnswer<WorkshopContact | null>(WORKSHOP_CONTACT_PATH),
    staleTime: Infinity,
    retry: false,
  });
}
