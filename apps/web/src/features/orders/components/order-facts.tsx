import { vehicleLabel } from '@karigar/domain/vehicle';
import type { Order } from '@karigar/domain/order-answer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLinks } from '../../../components/phone-links';
import { formatDateTime } from '../../../lib/format';
import { orderServiceName } from '../../../lib/service-text';
import { orderOriginKeys } from '../order-labels';

/**
 * The order's facts: id, customer, service, quantity, status, origin and its times; the owner
 * (`contactLinks`) gets the customer's phone to call or WhatsApp.
 */
export function OrderFacts({
  order,
  status,
  contactLinks,
}: {
  order: Order;
  status: ReactNode;
  contactLinks: boolean;
}) {
  const { t, i18n } = useTranslation();
  const missing = t('common.notAvailable');
  const phone = order.phone ?? order.user.phone;
  const rows: [string, ReactNode][] = [
    [t('orders.detail.orderId'), <span className="break-all font-mono text-sm">{order._id}</span>],
    [t('orders.detail.customerName'), order.name || order.user.name],
    [t('orders.detail.phone'), phone && contactLinks ? <PhoneLinks phone={phone} /> : (phone ?? missing)],
    [t('orders.detail.email'), order.email || order.user.email || t('common.notAvailable')],
    [t('orders.detail.service'), orderServiceName(order, i18n.language)],
    [t('vehicles.picker'), order.vehicle ? vehicleLabel(order.vehicle) : missing],
    [t('orders.detail.quantity'), order.quantity],
    [t('orders.detail.status'), status],
    [t('orders.detail.origin'), t(orderOriginKeys[order.origin])],
    ...(order.createdBy ? [[t('orders.detail.createdBy'), order.createdBy.name] as [string, ReactNode]] : []),
    [t('orders.detail.createdAt'), formatDateTime(order.createdAt, i18n.language) ?? missing],
    [t('orders.detail.updatedAt'), formatDateTime(order.updatedAt, i18n.language) ?? missing],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
