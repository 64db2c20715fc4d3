import type { ReminderSettings } from '@karigar/domain/payment-reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['settings', 'reminders'] as const;

/** GET /api/settings/reminders (the admin). */
export function useReminderSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<ReminderSettings>('/settings/reminders', { signal }),
  });
}

/** PUT /api/settings/reminders (the admin). */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      apiRequest<ReminderSettings>('/settings/reminders', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
