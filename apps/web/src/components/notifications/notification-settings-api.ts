import type { NotificationSettings, OwnNotificationsBody } from '@karigar/domain/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const mineKey = ['notifications', 'me'] as const;
const userKey = (id: string) => ['notifications', 'user', id] as const;

/** GET /api/users/me/notifications: the signed-in user's channels and consent. */
export function useMyNotifications() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => apiRequest<NotificationSettings>('/users/me/notifications', { signal }),
  });
}

/** PUT /api/users/me/notifications: switch email updates or WhatsApp. */
export function useSaveMyNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnNotificationsBody) =>
      apiRequest<NotificationSettings>('/users/me/notifications', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(mineKey, saved),
  });
}

/** GET /api/users/:id/notifications (admin). */
export function useUserNotifications(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) =>
      apiRequest<NotificationSettings>(`/users/${encodeURIComponent(id)}/notifications`, { signal }),
  });
}

/** PUT /api/users/:id/notifications (admin): record spoken consent (true) or an opt-out (false). */
export function useRecordConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whatsApp: boolean) =>
      apiRequest<NotificationSettings>(`/users/${encodeURIComponent(id)}/notifications`, {
        method: 'PUT',
        body: { whatsApp },
      }),
    onSuccess: (saved) => queryClient.setQueryData(userKey(id), saved),
  });
}
