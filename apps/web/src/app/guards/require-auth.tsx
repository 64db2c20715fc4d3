import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { LoadingState } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/current-user';
import { logout } from '../../lib/logout';
import { useAccessToken } from '../../lib/session';
import { loadingTextKey, wantsLoginNotice } from './route-handle';
import { notify } from '../../lib/notify';

function LoginRedirect({ notice, from }: { notice: string | null; from: string | undefined }) {
  useEffect(() => {
    if (notice) notify('error', notice, { toastId: 'login-first' });
  }, [notice]);
  return <Navigate to="/login" replace state={from ? { from } : undefined} />;
}

function SessionExpired() {
  const { t } = useTranslation();
  useEffect(() => {
    notify('error', t('errors.sessionExpired'), { toastId: 'session-expired' });
    void logout();
  }, [t]);
  return <LoadingState label={t('common.loading')} />;
}

/**
 * Pages that need a session. No token → /login. A token but no user yet → load the user and show
 * 'Loading...' (or the route's own `loadingText`). If the user cannot be loaded the session is over:
 * log out, back to /login.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const token = useAccessToken();
  const [arrivedSignedIn] = useState(token !== null);
  const user = useCurrentUser();
  const handles = useMatches().map((match) => match.handle);
  const notice = handles.some(wantsLoginNotice);
  const location = useLocation();

  if (token === null) {
    // A session that ends while here was ended by someone who already said why.
    // A visitor is brought back here after logging in; a session that just ended starts afresh.
    const from = arrivedSignedIn ? undefined : `${location.pathname}${location.search}`;
    return <LoginRedirect notice={notice && !arrivedSignedIn ? t('errors.loginFirst') : null} from={from} />;
  }
  if (user.isError) return <SessionExpired />;
  if (!user.data) return <LoadingState label={t(loadingTextKey(handles))} />;
  return <Outlet />;
}
