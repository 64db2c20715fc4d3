import type { Photo } from '@karigar/domain/photo';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/session';
import { quotationKeys } from './quotation-keys';

const photosPath = (quotationId: string) => `/quotations/${encodeURIComponent(quotationId)}/photos`;

/** POST /api/quotations/:id/photos: the customer attaches one photo to their request. */
export function uploadQuotationPhoto(quotationId: string, file: File): Promise<{ photo: Photo }> {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest<{ photo: Photo }>(photosPath(quotationId), { method: 'POST', body });
}

/** GET /api/quotations/:id/photos: the request's photos, for its customer and the workshop. */
export function useQuotationPhotos(quotationId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...quotationKeys.all, 'photos', quotationId],
    queryFn: ({ signal }) => apiRequest<{ photos: Photo[] }>(photosPath(quotationId), { signal }),
    select: (answer) => answer.photos,
    enabled: token !== null,
  });
}
