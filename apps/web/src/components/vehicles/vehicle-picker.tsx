import { vehicleLabel } from '@karigar/domain/vehicle';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicles } from '../../lib/vehicles';
import { SelectField } from '../ui/select-field';
import { TextLink } from '../ui/text-link';

interface VehiclePickerProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  /** Whose vehicles: the signed-in customer's own when missing, or for the workshop a customer's. */
  userId?: string | undefined;
  error?: string | undefined;
  /** Offers a link to the customer's own list, where a vehicle is added. */
  manageLink?: boolean;
}

/** Chooses one of a customer's vehicles or items, or none (the value is then ''). */
export function VehiclePicker({ userId, manageLink = false, ...select }: VehiclePickerProps) {
  const { t } = useTranslation();
  const vehicles = useVehicles(userId);
  const options = [
    { value: '', label: t('vehicles.pickerNone') },
    ...(vehicles.data ?? []).map((vehicle) => ({ value: vehicle._id, label: vehicleLabel(vehicle) })),
  ];
  return (
    <div className="space-y-1">
      <SelectField label={t('vehicles.picker')} options={options} {...select} />
      {manageLink && (
        <TextLink to="/user/vehicles" className="text-sm">
          {t('vehicles.manage')}
        </TextLink>
      )}
    </div>
  );
}
