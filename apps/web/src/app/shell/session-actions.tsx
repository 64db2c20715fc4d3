import type { PublicUser } from '@karigar/domain/user';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { logout } from '../../lib/logout';
import { useOwnLatestQuotation } from '../../lib/own-latest-quotation';
import { headerAction } from './header-action';

interface SessionActionsProps {
  signedIn: boolean;
  user: PublicUser | undefined;
  className: string;
}

/** Signed out: the combined login/request button. Signed in: the action button (see header-action.ts) and logout. */
export function SessionActions({ signedIn, user, className }: SessionActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownQuotations = useOwnLatestQuotation(signedIn ? user : undefined);

  if (!signedIn) {
    const action = headerAction(null);
    return (
      <div className={className}>
        <Button size="sm" onClick={() => void navigate(action.to)}>
          {t(action.label)}
        </Button>
      </div>
    );
  }

  // A customer's button waits for their quotations, so it never flips from 'request' to 'track'.
  const action = user && !ownQuotations.isLoading ? headerAction(user, ownQuotations.data) : null;
  const onLogout = async () => {
    await logout();
    await navigate('/login', { replace: true });
  };
  return (
    <div className={className}>
      {action && (
        <Button size="sm" onClick={() => void navigate(action.to)}>
          {t(action.label)}
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => void onLogout()}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('nav.logout')}
      </Button>
    </div>
  );
}
