import type { Photo, PhotoLabel } from '@karigar/domain/photo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/session';
import { orderKey } from './get-order';

const photosKey = (orderId: string) => [...orderKey(orderId), 'photos'] as const;
const photosPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/photos`;

/** GET /api/orders/:id/photos: every photo for the workshop, none marked internal for the customer. */
export function useOrderPhotos(orderId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: photosKey(orderId),
    queryFn: ({ signal }) => apiRequest<{ photos: Photo[] }>(photosPath(orderId), { signal }),
    select: (answer) => answer.photos,
    enabled: token !== null,
  });
}

export interface NewOrderPhoto {
  file: File;
  label: PhotoLabel;
  internal: boolean;
}

/** POST /api/orders/:id/photos (the workshop), multipart with the image in `photo`. */
export function useUploadOrderPhoto(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, label, internal }: NewOrderPhoto) => {
      const body = new FormData();
      body.append('label', label);
      body.append('internal', String(internal));
      body.append('photo', file);
      return apiRequest<{ photo: Photo }>(photosPath(orderId), { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(orderId) }),
  });
}

/** PATCH /api/orders/:id/photos/:photoId: internal (kept from the customer) or public (home page). */
export function useSetPhotoFlags(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, ...flags }: { photoId: string; internal?: boolean; public?: boolean }) =>
      apiRequest<{ photo: Photo }>(`${photosPath(orderId)}/${encodeURIComponent(photoId)}`, {
        method: 'PATCH',
        body: flags,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(orderId) }),
  });
}

/** DELETE /api/orders/:id/photos/:photoId. */
export function useDeleteOrderPhoto(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest(`${photosPath(orderId)}/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey(orderId) }),
  });
}
