import { formatInr } from '@karigar/domain/money';
import { orderStatuses } from '@karigar/domain/order';
import { type OrderStats } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatDay } from '../../../../lib/format';
import { orderStatusLabelKeys } from '../../status-labels';
import { ChartTooltip } from './chart-tooltip';
import { axisProps, chartColors, gridProps } from './chart-theme';

/**
 * The dashboard's graphics (Recharts, loaded with this module only when the dashboard shows them).
 * Each is drawn for sighted users and kept out of the keyboard and screen-reader order (no
 * accessibility layer): its figure carries the same numbers as text.
 */

export function RevenueChart({ days }: { days: OrderStats['revenueByDay'] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...gridProps} vertical={false} />
        <XAxis
          dataKey="date"
          {...axisProps}
          tickFormatter={(date: string) => formatDay(date, language)}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis {...axisProps} width={56} tickFormatter={(v: number) => formatCompactInr(v, language)} />
        <Tooltip
          content={(props) => (
            <ChartTooltip
              {...props}
              formatLabel={(date) => formatDay(date, language)}
              formatValue={(v) => formatInr(v)}
            />
          )}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          stroke={chartColors.line}
          fill={chartColors.area}
          fillOpacity={0.3}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function StatusChart({ byStatus }: { byStatus: OrderStats['byStatus'] }) {
  const { t } = useTranslation();
  const data = orderStatuses.map((status) => ({ label: t(orderStatusLabelKeys[status]), count: byStatus[status] }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...gridProps} horizontal={false} />
        <XAxis type="number" {...axisProps} allowDecimals={false} />
        <YAxis type="category" dataKey="label" {...axisProps} width={90} interval={0} />
        <Tooltip
          cursor={{ fillOpacity: 0.1 }}
          content={(props) => <ChartTooltip {...props} formatLabel={(l) => l} formatValue={String} />}
        />
        <Bar dataKey="count" fill={chartColors.bar} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TopServicesChart({ services }: { services: OrderStats['topServices'] }) {
  const { i18n } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={services}
        layout="vertical"
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...gridProps} horizontal={false} />
        <XAxis type="number" {...axisProps} tickFormatter={(v: number) => formatCompactInr(v, i18n.language)} />
        <YAxis type="category" dataKey="name" {...axisProps} width={110} />
        <Tooltip
          cursor={{ fillOpacity: 0.1 }}
          content={(props) => <ChartTooltip {...props} formatLabel={(l) => l} formatValue={(v) => formatInr(v)} />}
        />
        <Bar dataKey="revenue" fill={chartColors.bar} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
