import { useTranslation } from 'react-i18next';
import { useMyOrders, type MyOrdersPick } from '../api/get-my-orders';
import { OrderRow } from './order-row';
import { OverviewCard } from './overview-card';

const texts = {
  unpaid: {
    title: 'customerDashboard.unpaidOrders',
    all: 'customerDashboard.allUnpaidOrders',
    empty: 'customerDashboard.noUnpaidOrders',
  },
  recent: {
    title: 'customerDashboard.recentOrders',
    all: 'customerDashboard.allOrders',
    empty: 'customerDashboard.noOrders',
  },
} as const;

/** The customer's unpaid orders (each with Pay) or their most recent ones, newest first. */
export function OrdersCard({ pick }: { pick: MyOrdersPick }) {
  const { t } = useTranslation();
  const query = useMyOrders(pick);
  return (
    <OverviewCard
      title={t(texts[pick].title)}
      allHref={pick === 'unpaid' ? '/user/my-orders?payment=unpaid' : '/user/my-orders'}
      allLabel={t(texts[pick].all)}
      empty={t(texts[pick].empty)}
      query={query}
      items={query.data?.orders}
      renderItem={(order) => <OrderRow order={order} withPay={pick === 'unpaid'} />}
    />
  );
}
