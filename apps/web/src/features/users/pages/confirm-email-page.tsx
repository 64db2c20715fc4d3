import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { apiErrorText } from '../../../lib/api-errors';
import { useAccessToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmEmail } from '../api/confirm-email';

/** /confirm-email/:token: the link mailed to a new address; opening it applies the change once. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const signedIn = useAccessToken() !== null;
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useDocumentTitle(t('confirmEmail.title'));

  // Once per page, even when effects run twice: the link works only once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <h1 className="text-2xl font-bold">{t('confirmEmail.title')}</h1>
        <div className="mt-6 space-y-4">
          {confirm.isSuccess && <Alert tone="success">{t('server.emailChanged')}</Alert>}
          {confirm.isError && <Alert tone="error">{apiErrorText(t, confirm.error, t('confirmEmail.failed'))}</Alert>}
          {confirm.isSuccess || confirm.isError ? (
            <TextLink to={signedIn ? '/user/dashboard' : '/login'}>
              {signedIn ? t('confirmEmail.goToProfile') : t('confirmEmail.goToLogin')}
            </TextLink>
          ) : (
            <LoadingState label={t('confirmEmail.confirming')} />
          )}
        </div>
      </Card>
    </div>
  );
}
