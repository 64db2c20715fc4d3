import { formatInr } from '@karigar/domain/money';
import type { OrderStats } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { serviceName } from '../../../lib/service-text';
import { ChartFigure } from './charts/chart-figure';
import { TopServicesChart } from './charts/lazy-charts';

/** The five services that brought in the most money. */
export function TopServicesFigure({ services: top }: { services: OrderStats['topServices'] }) {
  const { t, i18n } = useTranslation();
  const services = top.map((service) => ({ ...service, name: serviceName(service, i18n.language) }));
  const [first] = services;
  const summary = first
    ? t('dashboard.topServices.summary', { name: first.name, revenue: formatInr(first.revenue) })
    : t('dashboard.topServices.empty');
  return (
    <ChartFigure
      id="top-services-chart"
      title={t('dashboard.topServices.title')}
      summary={summary}
      columns={[t('dashboard.topServices.service'), t('dashboard.topServices.received')]}
      rows={services.map((service) => [service.name, formatInr(service.revenue)])}
    >
      <TopServicesChart services={services} />
    </ChartFigure>
  );
}
