import { displayPhone } from '@karigar/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserBody, type PublicUser } from '@karigar/domain/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AvatarPicker } from '../../../components/ui/avatar-picker';
import { Button } from '../../../components/ui/button';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { imageUrl } from '../../../lib/image-url';
import { notifyOnScreen } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { UserFields, userFormFields } from './user-fields';

/** The admin's form for an existing account: its details, role, a new picture and a new password. */
export function EditUserForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const [image, setImage] = useState<File | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(updateUserBody),
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      phone: user.phone ? displayPhone(user.phone) : '',
      address: user.address ?? '',
      role: user.role,
      password: '',
    },
  });

  const onSubmit = handleSubmit(({ name, email, phone, address, role, password }) =>
    update.mutate(
      { id: user._id, fields: { name, email, phone, address, role, password }, image },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('toasts.userUpdated'));
          void navigate(`/admin/users/${user._id}`);
        },
        onError: (error) => {
          showFieldErrors(error, userFormFields, setError);
          notifyOnScreen('error', t('errors.updateUserFailed'));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {update.isError && <Alert tone="error">{apiErrorText(t, update.error, t('errors.updateUserFailed'))}</Alert>}
      <AvatarPicker
        src={imageUrl(user.profileImage)}
        alt={t('profile.avatarAlt', { name: user.name })}
        label={t('profile.profilePicture')}
        onFile={setImage}
      />
      <UserFields
        register={register}
        errorOf={(field) => fieldErrorText(t, formState.errors[field]?.message)}
        passwordLabel={t('users.form.newPassword')}
        passwordHint={t('users.form.newPasswordHint')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('users.form.saving') : t('profile.saveChanges')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(`/admin/users/${user._id}`)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
