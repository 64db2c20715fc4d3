import type { PublicUser } from '@karigar/domain/user';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { logout } from '../../lib/logout';
import { headerAction } from './header-action';

interface SessionActionsProps {
  signedIn: boolean;
  user: PublicUser | undefined;
  className: string;
}

/** Signed out: the combined login/request button. Signed in: the action button and logout. */
export function SessionActions({ signedIn, user, className }: SessionActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

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

  const action = user ? headerAction(user) : null;
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
