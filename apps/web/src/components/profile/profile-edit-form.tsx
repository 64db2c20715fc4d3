import { displayPhone } from '@karigar/domain/phone';
import { changesCredentials, updateProfileBody } from '@karigar/domain/auth';
import type { PublicUser } from '@karigar/domain/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { AvatarPicker } from '../ui/avatar-picker';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextAreaField, TextField } from '../ui/field';
import { fieldErrorText } from '../../lib/error-text';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, showFieldErrors } from '../../lib/api-errors';
import { imageUrl } from '../../lib/image-url';
import { useUpdateProfile } from './api/update-profile';
import { notify } from '../../lib/notify';

const fields = ['name', 'email', 'phone', 'address', 'gstin', 'password', 'currentPassword', 'mfaCode'] as const;

interface ProfileEditFormProps {
  user: PublicUser;
  titleTag: 'h1' | 'h2';
  /** Saved (with the new address a confirmation link went to, if any) or cancelled. */
  onDone: (pendingEmail?: string) => void;
}

/**
 * The profile in edit mode: a new picture (previewed), the details and an optional new password.
 * A new email or password asks for the current password too, and for a two-factor code with MFA on.
 */
export function ProfileEditForm({ user, titleTag: Title, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const isCustomer = user.role === 'user';
  const [image, setImage] = useState<File | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(updateProfileBody),
    // A hidden proof field (the change it was for undone) is neither checked nor sent.
    shouldUnregister: true,
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      phone: user.phone ? displayPhone(user.phone) : '',
      address: user.address ?? '',
      gstin: user.gstin ?? '',
      password: '',
      currentPassword: '',
      mfaCode: '',
    },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const needsProof = changesCredentials(user.email, { email, password });
  const { errors } = formState;
  const fieldError = (field: (typeof fields)[number]) => fieldErrorText(t, errors[field]?.message);

  const onSubmit = handleSubmit(({ name, email, phone, address, gstin, password, currentPassword, mfaCode }) =>
    update.mutate(
      {
        // A customer's changed GSTIN is sent even when emptied, which removes it; others have no such field.
        fields: {
          name,
          email,
          phone,
          address,
          ...(isCustomer && (gstin ?? null) !== user.gstin && { gstin: gstin ?? '' }),
          password,
          currentPassword,
          mfaCode,
        },
        image,
      },
      {
        onSuccess: ({ pendingEmail }) => {
          notify('success', t('toasts.profileUpdated'));
          onDone(pendingEmail);
        },
        onError: (error) => {
          showFieldErrors(error, fields, setError);
          notify('error', t('errors.updateProfileFailed'));
        },
      },
    ),
  );

  return (
    <Card aria-labelledby="profile-edit-heading">
      <Title id="profile-edit-heading" className="text-2xl font-bold">
        {t('profile.editTitle')}
      </Title>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        {update.error instanceof ApiError && update.error.code && (
          <Alert tone="error">{apiErrorText(t, update.error, t('errors.updateProfileFailed'))}</Alert>
        )}
        <AvatarPicker
          src={imageUrl(user.profileImage)}
          alt={t('profile.avatarAlt', { name: user.name })}
          label={t('profile.profilePicture')}
          onFile={setImage}
        />
        <TextField label={t('profile.name')} autoComplete="name" error={fieldError('name')} {...register('name')} />
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError('phone')}
          {...register('phone')}
        />
        <TextAreaField
          label={t('profile.address')}
          rows={3}
          autoComplete="street-address"
          error={fieldError('address')}
          {...register('address')}
        />
        {isCustomer && (
          <TextField
            label={t('profile.gstin')}
            hint={t('profile.gstinHint')}
            autoComplete="off"
            error={fieldError('gstin')}
            {...register('gstin')}
          />
        )}
        <TextField
          label={t('profile.newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('password')}
          {...register('password')}
        />
        {needsProof && (
          <TextField
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            error={fieldError('currentPassword')}
            {...register('currentPassword')}
          />
        )}
        {needsProof && user.mfaEnabled && (
          <TextField
            label={t('profile.mfaCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={fieldError('mfaCode')}
            {...register('mfaCode')}
          />
        )}
        <TextField label={t('profile.role')} value={t(`profile.roles.${user.role}`)} disabled readOnly />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={update.isPending}>
            {t('profile.saveChanges')}
          </Button>
          <Button variant="secondary" onClick={() => onDone()}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
