import { zodResolver } from '@hookform/resolvers/zod';
import { createUserBody } from '@karigar/domain/user';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { UserFields, userFormFields } from './user-fields';

/** The admin's form for a new account; without a password the person gets a set-password link. */
export function NewUserForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createUserBody),
    defaultValues: { name: '', email: '', phone: '', address: '', role: 'user' as const, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ user }) => {
        notifyOnScreen('success', t('toasts.userCreated'));
        void navigate(`/admin/users/${user._id}`);
      },
      onError: (error) => {
        showFieldErrors(error, userFormFields, setError);
        notifyOnScreen('error', t('errors.createUserFailed'));
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {create.isError && <Alert tone="error">{apiErrorText(t, create.error, t('errors.createUserFailed'))}</Alert>}
      <UserFields
        register={register}
        errorOf={(field) => fieldErrorText(t, formState.errors[field]?.message)}
        passwordLabel={t('users.form.password')}
        passwordHint={t('users.form.passwordHint')}
        emailHint={t('users.form.emailHint')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('users.form.creating') : t('users.form.create')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/admin/users')}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
