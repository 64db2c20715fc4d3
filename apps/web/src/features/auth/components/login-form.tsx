import type { MfaRequiredAnswer } from '@karigar/domain/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText } from '../../../lib/api-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { isMfaRequired, useLogin } from '../api/login';
import { returnPath, useStartSession } from '../hooks/use-start-session';
import { useLocation } from 'react-router';

const checks = lazyResolver(() => import('../form-resolvers').then((m) => m.loginResolver));

interface LoginFormProps {
  defaultEmail: string;
  onMfaRequired: (answer: MfaRequiredAnswer) => void;
}

export function LoginForm({ defaultEmail, onMfaRequired }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const startSession = useStartSession();
  const from = returnPath(useLocation().state);
  const { register, handleSubmit, formState } = useForm({
    resolver: checks.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => (isMfaRequired(answer) ? onMfaRequired(answer) : void startSession(answer)),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={checks.preload} className="space-y-4">
      {login.isError && <Alert tone="error">{apiErrorText(t, login.error, t('errors.loginFailed'))}</Alert>}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(t, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldErrorText(t, errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {t('login.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <TextLink to="/forgot-password">{t('login.forgotLink')}</TextLink>
        <p className="text-slate-700 dark:text-slate-300">
          {t('login.noAccount')}{' '}
          <TextLink to="/register" state={from ? { from } : undefined}>
            {t('login.registerLink')}
          </TextLink>
        </p>
      </div>
    </form>
  );
}
