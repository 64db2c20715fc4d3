import type { WorkshopSettings } from '@karigar/domain/workshop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['settings', 'workshop'] as const;

/** GET /api/settings/workshop (any signed-in user). */
export function useWorkshopSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<WorkshopSettings>('/settings/workshop', { signal }),
    enabled,
  });
}

/** PUT /api/settings/workshop (the admin). */
export function useSaveWorkshopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WorkshopSettings) =>
      apiRequest<WorkshopSettings>('/settings/workshop', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** The workshop's choice that customers accept only priced quotations (false until it is known). */
export const useAcceptOnlyPriced = (enabled = true): boolean =>
  useWorkshopSettings(enabled).data?.acceptOnlyPriced ?? false;
