import type { Photo, PhotoLabel } from '@karigar/domain/photo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAccessToken } from './session';

/** Under the order's own key, so what refreshes an order refreshes its photos too. */
const photosKey = (orderId: string) => ['orders', 'detail', orderId, 'photos'] as const;
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
  /** The stage the job is at when the photo is taken (the job page sends it). */
  stageId: string | null;
}

/** POST /api/orders/:id/photos (the workshop), multipart with the image in `photo`. */
export function useUploadOrderPhoto(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, label, internal, stageId }: NewOrderPhoto) => {
      const body = new FormData();
      body.append('label', label);
      if (stageId) body.append('stageId', stageId);
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
