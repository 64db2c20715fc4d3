import type { Vehicle, VehicleBody } from '@karigar/domain/vehicle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAccessToken } from './session';

const vehiclesKey = ['vehicles'] as const;
/** Whose list: the signed-in customer's own (undefined), or for the workshop a customer's. */
const ownerQuery = (userId: string | undefined) => (userId ? `?userId=${encodeURIComponent(userId)}` : '');

/** GET /api/vehicles: the customer's own vehicles and items, or for the workshop those of `userId`. */
export function useVehicles(userId?: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...vehiclesKey, userId ?? 'own'],
    queryFn: ({ signal }) => apiRequest<{ vehicles: Vehicle[] }>(`/vehicles${ownerQuery(userId)}`, { signal }),
    select: (answer) => answer.vehicles,
    enabled: token !== null,
  });
}

export interface VehicleSave {
  /** The vehicle to change; a new one when missing. */
  id?: string | undefined;
  body: VehicleBody;
}

/** POST /api/vehicles (for `userId` when the workshop adds one) or PUT /api/vehicles/:id. */
export function useSaveVehicle(userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: VehicleSave) =>
      id
        ? apiRequest<{ vehicle: Vehicle }>(`/vehicles/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : apiRequest<{ vehicle: Vehicle }>(`/vehicles${ownerQuery(userId)}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

/** DELETE /api/vehicles/:id. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}
