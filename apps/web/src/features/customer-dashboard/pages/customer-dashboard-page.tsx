import { useTranslation } from 'react-i18next';
import { Car } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ProfileSection } from '../../../components/profile/profile-section';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OpenQuotationsCard } from '../components/open-quotations-card';
import { OrdersCard } from '../components/orders-card';

const customerLinks = { orders: '/user/my-orders', quotations: '/user/quotations/user' };

/**
 * /user/dashboard: a "Request a quotation" action, the customer's open quotations, unpaid orders (each with Pay) and recent orders,
 * then their profile in view or edit mode and the MFA card. Admins go to /admin (spec §2, Profile
 * page); their own profile is at /admin/profile, linked from the admin dashboard and the navigation.
 */
export default function CustomerDashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('customerDashboard.title'));

  if (!user) return <LoadingState label={t('profile.loading')} />;
  if (user.role === 'admin') return <Navigate to="/admin" replace />;
  if (user.role === 'staff') return <Navigate to="/admin/board" replace />;

  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('customerDashboard.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/user/vehicles" className={buttonClasses('secondary', 'sm')}>
            <Car aria-hidden="true" className="size-4" />
            {t('vehicles.manage')}
          </Link>
          <Link to="/user/quotations/new" className={buttonClasses('primary')}>
            {t('customerDashboard.requestQuotation')}
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <OpenQuotationsCard />
        <OrdersCard pick="unpaid" />
        <OrdersCard pick="recent" />
      </div>
      <ProfileSection user={user} links={customerLinks} titleTag="h2" />
    </Page>
  );
}
