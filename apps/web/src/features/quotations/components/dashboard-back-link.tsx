import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** 'Back to Dashboard': /admin for admins, /user/dashboard for everyone else. */
export function DashboardBackLink({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={isAdmin ? '/admin' : '/user/dashboard'} className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('quotations.backToDashboard')}
    </Link>
  );
}
