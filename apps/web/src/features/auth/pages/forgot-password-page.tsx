import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText } from '../../../lib/api-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

const checks = lazyResolver(() => import('../form-resolvers').then((m) => m.forgotPasswordResolver));

/** /forgot-password: asks for a reset link and shows the server's answer. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  useDocumentTitle(t('forgotPassword.title'));
  const { register, handleSubmit, formState } = useForm({
    resolver: checks.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={checks.preload} className="space-y-4">
        {forgot.isSuccess && <Alert tone="success">{t('server.resetSent')}</Alert>}
        {forgot.isError && <Alert tone="error">{apiErrorText(t, forgot.error, t('errors.sendResetLinkFailed'))}</Alert>}
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(t, formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {t('forgotPassword.submit')}
        </Button>
        <TextLink to="/login" className="inline-block text-sm">
          {t('forgotPassword.backToLogin')}
        </TextLink>
      </form>
    </AuthCard>
  );
}
