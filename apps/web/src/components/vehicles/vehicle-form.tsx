import { fieldProblems } from '@karigar/domain/errors';
import { vehicleBody, type Vehicle, type VehicleKind } from '@karigar/domain/vehicle';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-errors';
import { fieldErrorText } from '../../lib/error-text';
import { useSaveVehicle } from '../../lib/vehicles';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { SelectField } from '../ui/select-field';

type Draft = Record<'registration' | 'make' | 'model' | 'colour' | 'odometerKm' | 'description' | 'dimensions', string>;

const draftOf = (vehicle: Vehicle | undefined): Draft => ({
  registration: vehicle?.registration ?? '',
  make: vehicle?.make ?? '',
  model: vehicle?.model ?? '',
  colour: vehicle?.colour ?? '',
  odometerKm: vehicle?.odometerKm === null || vehicle?.odometerKm === undefined ? '' : String(vehicle.odometerKm),
  description: vehicle?.description ?? '',
  dimensions: vehicle?.dimensions ?? '',
});

interface VehicleFormProps {
  /** The vehicle to change; a new one when missing. */
  vehicle?: Vehicle;
  /** Whose list a new one joins: the signed-in customer's own when missing. */
  userId?: string | undefined;
  onDone: () => void;
}

/** Adds or changes a vehicle (registration, make, model, colour, odometer) or a fiberglass item. */
export function VehicleForm({ vehicle, userId, onDone }: VehicleFormProps) {
  const { t } = useTranslation();
  const save = useSaveVehicle(userId);
  const [kind, setKind] = useState<VehicleKind>(vehicle?.kind ?? 'vehicle');
  const [draft, setDraft] = useState<Draft>(() => draftOf(vehicle));
  const [codes, setCodes] = useState<Record<string, string>>({});

  const field = (name: keyof Draft, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      error={fieldErrorText(t, codes[name])}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      {...extra}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'vehicle' ? { kind, ...draft } : { kind, description: draft.description, dimensions: draft.dimensions };
    const parsed = vehicleBody.safeParse(body);
    if (!parsed.success) return setCodes(fieldProblems(parsed.error.issues).fieldCodes);
    setCodes({});
    save.mutate(
      { id: vehicle?._id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldCodes) setCodes(error.fieldCodes);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <SelectField
        label={t('vehicles.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as VehicleKind)}
        options={(['vehicle', 'item'] as const).map((value) => ({ value, label: t(`vehicles.kinds.${value}`) }))}
      />
      {kind === 'vehicle' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('registration', t('vehicles.registration'), { hint: t('vehicles.registrationHint') })}
          {field('make', t('vehicles.make'))}
          {field('model', t('vehicles.model'))}
          {field('colour', t('vehicles.colour'))}
          {field('odometerKm', t('vehicles.odometer'), { inputMode: 'numeric' })}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('description', t('vehicles.description'))}
          {field('dimensions', t('vehicles.dimensions'))}
        </div>
      )}
      {save.isError && !(save.error instanceof ApiError && save.error.fieldCodes) && (
        <Alert tone="error">{apiErrorText(t, save.error, t('vehicles.saveFailed'))}</Alert>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('vehicles.saving') : t('vehicles.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('vehicles.cancel')}
        </Button>
      </div>
    </form>
  );
}
