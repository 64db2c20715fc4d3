import type { MfaRequiredAnswer } from '@karigar/domain/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { MfaLoginForm } from '../components/mfa-login-form';

function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /login: email and password, then the authenticator code when the account has MFA on. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [mfaLogin, setMfaLogin] = useState<MfaRequiredAnswer | null>(null);
  useDocumentTitle(t('login.title'));

  if (mfaLogin) {
    return (
      <AuthCard title={t('login.mfaTitle')} intro={t('login.mfaIntro')}>
        <MfaLoginForm login={mfaLogin} onBack={() => setMfaLogin(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <LoginForm defaultEmail={emailFrom(location.state)} onMfaRequired={setMfaLogin} />
    </AuthCard>
  );
}
