import { issueCode } from '@karigar/domain/error-codes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}

/** /reset-password/:token: a new password (typed twice) for the emailed link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  useDocumentTitle(t('resetPassword.title'));
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    // The shared schema (and zod) load on first use, not with the page.
    const { resetPasswordBody } = await import('@karigar/domain/auth');
    const parsed = resetPasswordBody.safeParse({ newPassword });
    if (!parsed.success) {
      setError('newPassword', { message: parsed.error.issues[0]?.message });
      return;
    }
    if (confirmPassword !== newPassword) {
      setError('confirmPassword', { message: issueCode('PASSWORDS_DIFFER') });
      return;
    }
    // A password the server refuses (too common, the account's own email or name) shows beside its field.
    reset.mutate(
      { token, newPassword: parsed.data.newPassword },
      { onError: (error) => showFieldErrors(error, ['newPassword'], setError) },
    );
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
        <div className="space-y-4">
          <Alert tone="success">{t('server.passwordReset')}</Alert>
          <TextLink to="/login">{t('resetPassword.goToLogin')}</TextLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {reset.isError && !errors.newPassword && (
          <Alert tone="error">{apiErrorText(t, reset.error, t('errors.resetPasswordFailed'))}</Alert>
        )}
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
