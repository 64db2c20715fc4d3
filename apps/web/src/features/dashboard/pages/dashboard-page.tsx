import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FloorDueCard } from '../../../components/floor/floor-due-card';
import { buttonClasses } from '../../../components/ui/button';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrderStats } from '../api/get-order-stats';
import { OrdersByStatusCard } from '../components/orders-by-status-card';
import { RecentActivityCard } from '../components/recent-activity-card';
import { RevenueFigure } from '../components/revenue-figure';
import { SummaryCards } from '../components/summary-cards';
import { TodayList } from '../components/today-list';
import { TopServicesFigure } from '../components/top-services-figure';
import { Page } from '../../../components/ui/page';

/**
 * /admin: on a phone the Today list comes first (what to act on), then the business's numbers; on a
 * wider screen the numbers first (each card opens the list it counts), then the Today list, money
 * received per day, orders by status, the top services and the newest activity. The admin's own
 * profile is at /admin/profile.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const orders = useOrderStats();
  const phone = usePhoneWidth();
  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('dashboard.title')}</h1>
        <Link to="/admin/profile" className={buttonClasses('secondary', 'sm')}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('dashboard.myProfile')}
        </Link>
      </div>
      {phone && <TodayList />}
      <SummaryCards />
      <FloorDueCard />
      {!phone && <TodayList />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{orders.data && <RevenueFigure days={orders.data.revenueByDay} />}</div>
        <OrdersByStatusCard stats={orders.data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {orders.data && <TopServicesFigure services={orders.data.topServices} />}
        <RecentActivityCard />
      </div>
    </Page>
  );
}
