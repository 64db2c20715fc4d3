import { formatInr } from '@karigar/domain/money';
import type { OrderStats } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { ChartFigure } from './charts/chart-figure';
import { RevenueChart } from './charts/lazy-charts';

/** Money received per day over the last 30 days. */
export function RevenueFigure({ days }: { days: OrderStats['revenueByDay'] }) {
  const { t, i18n } = useTranslation();
  const total = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0) / 100;
  const best = days.reduce<(typeof days)[number] | undefined>(
    (top, day) => (day.revenue > (top?.revenue ?? 0) ? day : top),
    undefined,
  );
  const summary = best
    ? t('dashboard.revenueChart.summary', {
        total: formatInr(total),
        day: formatDay(best.date, i18n.language),
        best: formatInr(best.revenue),
      })
    : t('dashboard.revenueChart.empty');
  return (
    <ChartFigure
      id="revenue-chart"
      title={t('dashboard.revenueChart.title')}
      summary={summary}
      columns={[t('dashboard.revenueChart.day'), t('dashboard.revenueChart.received')]}
      rows={days.map((day) => [formatDay(day.date, i18n.language), formatInr(day.revenue)])}
    >
      <RevenueChart days={days} />
    </ChartFigure>
  );
}
