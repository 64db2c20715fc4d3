import type { MfaRequiredAnswer } from '@karigar/domain/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText } from '../../../lib/api-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useVerifyMfa } from '../api/verify-mfa';
import { useStartSession } from '../hooks/use-start-session';

const checks = lazyResolver(() => import('../form-resolvers').then((m) => m.mfaCodeResolver));

interface MfaLoginFormProps {
  /** What the login answered: the user id and the challenge to present with the code. */
  login: Pick<MfaRequiredAnswer, 'userId' | 'challenge'>;
  onBack: () => void;
}

/** The second login step when MFA is on: the 6-digit code from the authenticator app. */
export function MfaLoginForm({ login, onBack }: MfaLoginFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyMfa();
  const startSession = useStartSession();
  const { register, handleSubmit, formState } = useForm({
    resolver: checks.resolver,
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate(
      { userId: login.userId, challenge: login.challenge, verificationCode: code },
      { onSuccess: (answer) => void startSession(answer) },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={checks.preload} className="space-y-4">
      {verify.isError && <Alert tone="error">{apiErrorText(t, verify.error, t('errors.mfaVerificationFailed'))}</Alert>}
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        // The code step replaces the password form, whose focused button is gone: focus goes on here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        error={fieldErrorText(t, formState.errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {t('login.verify')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('login.backToLogin')}
      </Button>
    </form>
  );
}
