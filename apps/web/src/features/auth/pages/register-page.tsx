import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { returnPath, useStartSession } from '../hooks/use-start-session';
import { useLocation } from 'react-router';
import { notify } from '../../../lib/notify';

const checks = lazyResolver(() => import('../form-resolvers').then((m) => m.registerResolver));
const fields = ['name', 'email', 'password', 'phone', 'address'] as const;

/**
 * /register: a new customer account, signed in at once (no email confirmation first) and taken back
 * to the page that asked them to sign in, or else to their dashboard.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const registration = useRegister();
  const from = returnPath(useLocation().state);
  useDocumentTitle(t('register.title'));
  const whatsAppHintId = useId();
  const hydrated = useHydrated();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: checks.resolver,
    defaultValues: { name: '', email: '', password: '', phone: '', address: '', whatsApp: false },
  });
  const { errors } = formState;
  const fieldError = (field: (typeof fields)[number]) => fieldErrorText(t, errors[field]?.message);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (answer) => {
        notify('success', t('toasts.registered', { name: answer.user.name }));
        void startSession(answer);
      },
      onError: (error) => showFieldErrors(error, fields, setError),
    }),
  );

  return (
    <AuthCard title={t('register.title')} intro={from ? t('register.introReturn') : t('register.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={checks.preload} className="space-y-4">
        {registration.isError && (
          <Alert tone="error">{apiErrorText(t, registration.error, t('errors.registrationFailed'))}</Alert>
        )}
        <TextField label={t('register.name')} autoComplete="name" error={fieldError('name')} {...register('name')} />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={fieldError('password')}
          {...register('password')}
        />
        <TextField
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError('phone')}
          {...register('phone')}
        />
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-blue-700"
              aria-describedby={whatsAppHintId}
              disabled={!hydrated}
              {...register('whatsApp')}
            />
            {t('register.whatsApp')}
          </label>
          <p id={whatsAppHintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('register.whatsAppHint')}
          </p>
        </div>
        <TextAreaField
          label={t('register.address')}
          rows={2}
          autoComplete="street-address"
          error={fieldError('address')}
          {...register('address')}
        />
        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {t('register.submit')}
        </Button>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('register.haveAccount')}{' '}
          <TextLink to="/login" state={from ? { from } : undefined}>
            {t('register.loginLink')}
          </TextLink>
        </p>
      </form>
    </AuthCard>
  );
}
