import { formatInr } from '@karigar/domain/money';
import { CalendarDays, Hourglass, IndianRupee, Mail, TrendingUp, Users, Wallet, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useOrderStats } from '../api/get-order-stats';
import { useQuotationStats } from '../api/get-quotation-stats';
import { useServiceStats } from '../../../lib/service-stats';
import { useUserStats } from '../api/get-user-stats';
import { StatCard } from './stat-card';

/** The numbers an owner looks at first, each linking to the list it counts. */
export function SummaryCards() {
  const { t } = useTranslation();
  const orders = useOrderStats();
  const quotations = useQuotationStats();
  const users = useUserStats();
  const services = useServiceStats();
  const failed = [orders, quotations, users, services].some((query) => query.isError);
  const rupees = (value: number | undefined) => (value === undefined ? undefined : formatInr(value));
  const o = orders.data;
  const q = quotations.data;
  const u = users.data;
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <h2 id="summary-heading" className="sr-only">
        {t('dashboard.summary')}
      </h2>
      {failed && <Alert tone="error">{t('dashboard.statsFailed')}</Alert>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <StatCard
            to="/admin/quotations?status=Awaiting"
            label={t('dashboard.cards.awaiting')}
            value={q && String(q.awaitingWorkshop)}
            Icon={Hourglass}
            testId="stat-awaiting"
          />
        </li>
        <li>
          <StatCard
            to="/admin/orders?payment=unpaid"
            label={t('dashboard.cards.amountDue')}
            value={rupees(o?.amountDue)}
            detail={o && t('dashboard.cards.unpaidOrders', { count: o.unpaidOrders })}
            Icon={Wallet}
            testId="stat-amount-due"
          />
        </li>
        <li>
          <StatCard
            to="/admin/orders?payment=paid"
            label={t('dashboard.cards.revenueToday')}
            value={rupees(o?.revenue.today)}
            Icon={IndianRupee}
            testId="stat-revenue-today"
          />
        </li>
        <li>
          <StatCard
            to="/admin/orders?payment=paid"
            label={t('dashboard.cards.revenueMonth')}
            value={rupees(o?.revenue.month)}
            Icon={CalendarDays}
            testId="stat-revenue-month"
          />
        </li>
        <li>
          <StatCard
            to="/admin/quotations?status=Accepted"
            label={t('dashboard.cards.conversion')}
            value={q && t('dashboard.percent', { value: q.last30Days.conversionRate })}
            detail={
              q &&
              t('dashboard.cards.conversionDetail', {
                converted: q.last30Days.converted,
                count: q.last30Days.requested,
              })
            }
            Icon={TrendingUp}
            testId="stat-conversion"
          />
        </li>
        <li>
          <StatCard
            to="/admin/contacts"
            label={t('dashboard.cards.enquiries')}
            value={u && String(u.newEnquiries)}
            Icon={Mail}
            testId="stat-enquiries"
          />
        </li>
        <li>
          <StatCard
            to="/admin/users"
            label={t('dashboard.cards.users')}
            value={u && String(u.totalUsers)}
            detail={u && t('dashboard.cards.newThisMonth', { count: u.newUsersThisMonth })}
            Icon={Users}
            testId="stat-users"
          />
        </li>
        <li>
          <StatCard
            to="/admin/services"
            label={t('dashboard.cards.services')}
            value={services.data && String(services.data.totalServices)}
            Icon={Wrench}
            testId="stat-services"
          />
        </li>
      </ul>
    </section>
  );
}
