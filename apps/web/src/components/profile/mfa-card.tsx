import { mfaCodeBody, mfaSetupBody, type MfaSetupBody } from '@karigar/domain/auth';
import type { PublicUser } from '@karigar/domain/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextField } from '../ui/field';
import { fieldErrorText } from '../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../lib/api-errors';
import { useDisableMfa } from './api/disable-mfa';
import { useEnableMfa } from './api/enable-mfa';
import { useSetupMfa } from './api/setup-mfa';
import { notify } from '../../lib/notify';

type CodeMutation = ReturnType<typeof useEnableMfa> | ReturnType<typeof useDisableMfa>;

/** A 6-digit code and a button; used to turn MFA on (after setup) and off. */
function CodeForm({
  mutation,
  submitLabel,
  onDone,
}: {
  mutation: CodeMutation;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(mfaCodeBody),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        notify('success', t(answer.user.mfaEnabled ? 'server.mfaEnabled' : 'server.mfaDisabled'));
        reset();
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-3">
      {mutation.isError && (
        <Alert tone="error">{apiErrorText(t, mutation.error, t('errors.mfaVerificationFailed'))}</Alert>
      )}
      <TextField
        label={t('mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldErrorText(t, formState.errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The current password, then "Turn On": the setup answers the secret to scan. */
function TurnOnForm({ setup }: { setup: ReturnType<typeof useSetupMfa> }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<MfaSetupBody>({
    resolver: zodResolver(mfaSetupBody),
    defaultValues: { currentPassword: '' },
  });
  const passwordError = formState.errors.currentPassword?.message;

  const onSubmit = handleSubmit((values) =>
    setup.mutate(values, { onError: (error) => showFieldErrors(error, ['currentPassword'], setError) }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-3">
      {setup.isError && !passwordError && (
        <Alert tone="error">{apiErrorText(t, setup.error, t('mfa.setupFailed'))}</Alert>
      )}
      <TextField
        label={t('mfa.currentPassword')}
        hint={t('mfa.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        error={fieldErrorText(t, passwordError)}
        {...register('currentPassword')}
      />
      <Button type="submit" disabled={setup.isPending}>
        {t('mfa.turnOn')}
      </Button>
    </form>
  );
}

/** The profile's "Two-factor authentication" card: turn TOTP on (scan a QR code, confirm a code) or off. */
export default function MfaCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const setup = useSetupMfa();
  const enable = useEnableMfa();
  const disable = useDisableMfa();

  return (
    <Card aria-labelledby="mfa-heading">
      <h2 id="mfa-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-300" />
        {t('mfa.title')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {user.mfaEnabled ? t('mfa.statusOn') : t('mfa.statusOff')}
      </p>

      {user.mfaEnabled && <CodeForm mutation={disable} submitLabel={t('mfa.turnOff')} onDone={() => setup.reset()} />}

      {!user.mfaEnabled && !setup.data && <TurnOnForm setup={setup} />}

      {!user.mfaEnabled && setup.data && (
        <div className="mt-4">
          <p className="text-slate-700 dark:text-slate-300">{t('mfa.scan')}</p>
          <img
            src={setup.data.qrCode}
            alt={t('mfa.qrAlt')}
            width="192"
            height="192"
            className="mt-3 size-48 rounded-lg bg-white p-2"
          />
          <p className="mt-3 text-sm">
            {t('mfa.secret')}:{' '}
            <code className="break-all rounded bg-slate-100 px-1 py-0.5 dark:bg-slate-800">{setup.data.secret}</code>
          </p>
          <CodeForm mutation={enable} submitLabel={t('mfa.enable')} onDone={() => setup.reset()} />
          <Button variant="ghost" className="mt-2" onClick={() => setup.reset()}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </Card>
  );
}
