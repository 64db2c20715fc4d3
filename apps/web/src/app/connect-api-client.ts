import i18n from '../i18n/setup';
import { configureApiClient } from '../lib/api-client';
import { logout } from '../lib/logout';
import { notify } from '../lib/notify';

/** What the API client does when a session ends under it: say why and go to /login. */
export function connectApiClient(goToLogin: () => void): void {
  configureApiClient({
    onSessionExpired: () => {
      notify('error', i18n.t('errors.sessionExpired'), { toastId: 'session-expired' });
      goToLogin();
    },
    onForbidden: (code) => {
      // The texts of the error codes load with the first refusal, not with every page.
      void import('../lib/error-text').then(({ errorCodeText }) =>
        notify('error', code ? errorCodeText(i18n.t, code) : i18n.t('errors.accessDenied'), { toastId: 'forbidden' }),
      );
      // Revokes the refresh token on the server too (it is read before the session is cleared).
      void logout();
      goToLogin();
    },
  });
}
