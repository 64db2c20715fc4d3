import { trackPath, type JobStory, type ShareLinkAnswer } from '@karigar/domain/job-story';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { usePageAnswer } from './page-data';
import { useAccessToken } from './session';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** GET /api/orders/:id/timeline: the job's story for its customer or an admin. */
export function useJobStory(orderId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['floor', 'story', orderId],
    queryFn: ({ signal }) => apiRequest<JobStory>(`${orderPath(orderId)}/timeline`, { signal }),
    enabled: token !== null,
  });
}

/** GET /api/track/:token: a tracking link's story, read first from the page's own answer (server-rendered). */
export function useTrackedStory(token: string) {
  const path = trackPath(token);
  return useQuery({
    queryKey: ['track', token],
    queryFn: ({ signal }) => apiRequest<JobStory>(path, { signal }),
    initialData: usePageAnswer<JobStory>(path),
    retry: false,
  });
}

export const useCreateShareLink = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<ShareLinkAnswer>(`${orderPath(orderId)}/share-link`, { method: 'POST' }),
  });

export const useRevokeShareLink = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<{ message: string }>(`${orderPath(orderId)}/share-link`, { method: 'DELETE' }),
  });
