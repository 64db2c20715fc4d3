import {
  createServiceBody,
  DEFAULT_SAC_CODE,
  DEFAULT_SERVICE_UNIT,
  SERVICE_IMAGE_ACCEPT,
  SERVICE_IMAGE_MAX_BYTES,
  serviceUnits,
  type CreateServiceBody,
  type CreateServiceFields,
  type Service,
} from '@karigar/domain/service';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ServiceImage } from '../../../components/ui/service-image';
import { unitName } from '../../../lib/service-price';
import { fieldErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useDraftStart, useKeepDraft } from '../../../lib/use-form-draft';
import { useSaveService } from '../api/save-service';
import { UploadProgress } from './upload-progress';

const fields = [
  'name',
  'nameMr',
  'description',
  'descriptionMr',
  'price',
  'unit',
  'sacCode',
  'advancePercentage',
] as const;
type FieldName = (typeof fields)[number];

const fileClasses =
  'file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100';

interface ServiceFormProps {
  /** The service to edit; none for a new one. */
  service?: Service | undefined;
  onSaved: (service: Service) => void;
}

function initialValues(service: Service | undefined): CreateServiceBody {
  return {
    name: service?.name ?? '',
    nameMr: service?.nameMr ?? '',
    description: service?.description ?? '',
    descriptionMr: service?.descriptionMr ?? '',
    price: service ? String(service.price) : '',
    sacCode: service?.sacCode ?? DEFAULT_SAC_CODE,
    unit: service?.unit ?? DEFAULT_SERVICE_UNIT,
    advancePercentage: service?.advancePercentage ? String(service.advancePercentage) : '',
  };
}

/**
 * The add and edit service form: names and descriptions in English and Marathi, price and its unit, SAC code,
 * the default advance and a picture (previewed). It is checked with the server's own schema and sent as multipart
 * with a progress bar. The typed fields (not the picture) are kept as a draft until saved or cancelled.
 */
export function ServiceForm({ service, onSaved }: ServiceFormProps) {
  const { t } = useTranslation();
  const save = useSaveService();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const draftKey = `service:${service?._id ?? 'new'}`;
  const defaultValues = useDraftStart(draftKey, initialValues(service));
  const { register, handleSubmit, setError, formState, watch } = useForm<
    CreateServiceBody,
    unknown,
    CreateServiceFields
  >({ resolver: zodResolver(createServiceBody), defaultValues });
  const clearDraft = useKeepDraft(draftKey, watch);
  const fieldError = (field: FieldName) => fieldErrorText(t, formState.errors[field]?.message);
  const editing = service !== undefined;
  const failure = t(editing ? 'errors.updateServiceFailed' : 'errors.createServiceFailed');

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onImageChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const tooLarge = file !== null && file.size > SERVICE_IMAGE_MAX_BYTES;
    setImageError(tooLarge ? t('server.imageTooLarge') : undefined);
    setImage(tooLarge ? null : file);
    setPreview(file && !tooLarge ? URL.createObjectURL(file) : null);
  };

  const onSubmit = handleSubmit((values) => {
    if (imageError) return;
    setPercent(0);
    save.mutate(
      { id: service?._id, fields: values, image, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) },
      {
        onSuccess: (answer) => {
          clearDraft();
          notify('success', t(editing ? 'catalog.admin.updated' : 'catalog.admin.created'));
          onSaved(answer.service);
        },
        onError: (error) => {
          showFieldErrors(error, fields, setError);
          if (error instanceof ApiError && (error.code === 'IMAGE_INVALID' || error.code === 'IMAGE_TOO_LARGE'))
            setImageError(apiErrorText(t, error, failure));
          notify('error', failure);
        },
      },
    );
  });

  const serverProblem =
    save.error instanceof ApiError && save.error.code && !save.error.fieldCodes && !imageError
      ? apiErrorText(t, save.error, failure)
      : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {serverProblem && <Alert tone="error">{serverProblem}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('catalog.form.name')} error={fieldError('name')} {...register('name')} />
        <TextField label={t('catalog.form.nameMr')} lang="mr" error={fieldError('nameMr')} {...register('nameMr')} />
        <TextAreaField
          label={t('catalog.form.description')}
          rows={4}
          error={fieldError('description')}
          {...register('description')}
        />
        <TextAreaField
          label={t('catalog.form.descriptionMr')}
          lang="mr"
          rows={4}
          error={fieldError('descriptionMr')}
          {...register('descriptionMr')}
        />
        <TextField
          label={t('catalog.form.price')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          error={fieldError('price')}
          {...register('price')}
        />
        <SelectField
          label={t('catalog.form.unit')}
          options={serviceUnits.map((unit) => ({ value: unit, label: unitName(t, unit) }))}
          error={fieldError('unit')}
          {...register('unit')}
        />
        <TextField
          label={t('catalog.form.sacCode')}
          inputMode="numeric"
          maxLength={6}
          hint={t('catalog.form.sacHint')}
          error={fieldError('sacCode')}
          {...register('sacCode')}
        />
        <TextField
          label={t('catalog.form.advancePercentage')}
          type="number"
          inputMode="decimal"
          min="0"
          max="100"
          step="1"
          hint={t('catalog.form.advanceHint')}
          error={fieldError('advancePercentage')}
          {...register('advancePercentage')}
        />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ServiceImage
          image={preview ?? service?.image}
          alt={t('catalog.form.previewAlt')}
          width="160"
          height="120"
          className="h-30 w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
        />
        <div className="flex-1">
          <TextField
            label={t('catalog.form.image')}
            type="file"
            accept={SERVICE_IMAGE_ACCEPT}
            hint={t('catalog.form.imageHint')}
            error={imageError}
            onChange={onImageChange}
            className={fileClasses}
          />
        </div>
      </div>
      {save.isPending && <UploadProgress percent={percent} />}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('catalog.form.saving') : t(editing ? 'catalog.form.save' : 'catalog.form.create')}
        </Button>
        <Link to="/admin/services" className={buttonClasses('secondary')} onClick={clearDraft}>
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
