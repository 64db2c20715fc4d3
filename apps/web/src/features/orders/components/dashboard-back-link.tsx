import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The orders page's way back: the admin dashboard for admins, the customer's dashboard otherwise. */
export function DashboardBackLink({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={isAdmin ? '/admin' : '/user/dashboard'} className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('orders.backToDashboard')}
    </Link>
  );
}
