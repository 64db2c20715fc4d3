import { vehicleLabel, type Vehicle } from '@karigar/domain/vehicle';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { notify } from '../../lib/notify';
import { useDeleteVehicle, useVehicles } from '../../lib/vehicles';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DeleteButton } from '../ui/delete-button';
import { LoadingState } from '../ui/spinner';
import { VehicleForm } from './vehicle-form';

function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const extra =
    vehicle.kind === 'vehicle'
      ? [vehicle.colour, vehicle.odometerKm === null ? '' : t('vehicles.odometerValue', { km: vehicle.odometerKm })]
      : [];
  return (
    <div>
      <p className="font-semibold">{vehicleLabel(vehicle)}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {[t(`vehicles.kinds.${vehicle.kind}`), ...extra].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}

/**
 * A customer's vehicles and items, each editable and removable, and a form to add one: the
 * customer's own, or for the workshop those of `userId`.
 */
export function VehicleList({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const vehicles = useVehicles(userId);
  const remove = useDeleteVehicle();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);

  if (vehicles.isPending) return <LoadingState label={t('vehicles.loading')} />;
  if (vehicles.isError) return <Alert tone="error">{t('vehicles.loadFailed')}</Alert>;
  return (
    <div className="space-y-4">
      {vehicles.data.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('vehicles.none')}</p>}
      <ul className="space-y-3">
        {vehicles.data.map((vehicle) => (
          <li key={vehicle._id} className="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
            {editing === vehicle._id ? (
              <VehicleForm vehicle={vehicle} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <VehicleFacts vehicle={vehicle} />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('vehicles.editLabel', { name: vehicleLabel(vehicle) })}
                    onClick={() => setEditing(vehicle._id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('vehicles.edit')}
                  </Button>
                  <DeleteButton
                    text={t('vehicles.delete')}
                    label={t('vehicles.deleteLabel', { name: vehicleLabel(vehicle) })}
                    onClick={() => setDeleting(vehicle)}
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <VehicleForm userId={userId} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('vehicles.add')}</Button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('vehicles.deleteTitle')}
          text={t('vehicles.deleteConfirm', { name: vehicleLabel(deleting) })}
          confirmLabel={t('vehicles.delete')}
          danger
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onError: (error) => notify('error', apiErrorText(t, error, t('vehicles.saveFailed'))),
              onSettled: () => setDeleting(null),
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
