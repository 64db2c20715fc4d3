import i18n from '../i18n/setup';
import { localizeMessage } from '../i18n/localize-message';
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
    onForbidden: (message) => {
      notify('error', message ? localizeMessage(i18n.t, message) : i18n.t('errors.accessDenied'), {
        toastId: 'forbidden',
      });
      // Revokes the refresh token on the server too (it is read before the session is cleared).
      void logout();
      goToLogin();
    },
  });
}
