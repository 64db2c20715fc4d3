import type { Order } from '@karigar/domain/order-answer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobPanel } from '../../../components/floor/job-panel';
import { JobStoryCard } from '../../../components/floor/job-story-card';
import { OrderPhotos } from '../../../components/photos/order-photos';
import { OrderMessages } from '../../../components/messages/order-messages';
import { Card } from '../../../components/ui/card';
import { OrderReminders } from './order-reminders';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { OrderGstCard } from '../gst/order-gst-card';
import { PaymentWidget } from '../payments/payment-widget';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderDocuments } from './order-documents';
import { OrderFacts } from './order-facts';
import { OrderPricing } from './order-pricing';
import { OrderStatusBadge } from './order-status-badge';
import { OrderMoreMenu } from './order-more-menu';
import { OrderStatusPanel } from './order-status-panel';
import { QuotationReference } from './quotation-reference';
import { StatusChangeDialog } from './status-change-dialog';
import { StatusTimeline } from './status-timeline';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-24">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * Everything about one order (spec "Order detail screen"), its payment (Pay, or the paid receipt)
 * first under the title; admins get the status control with the next step above it, and Cancel or
 * Delete in the overflow menu beside the title.
 */
export function OrderDetail({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t } = useTranslation();
  const status = useChangeOrderStatus();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('orders.detail.title')}</h1>
          <p className="mt-1 font-mono text-slate-700 dark:text-slate-300">
            {t('orders.detail.orderRef', { ref: order.orderNumber })}
          </p>
        </div>
        {isAdmin && <OrderMoreMenu order={order} onCancel={() => status.choose(order, 'Cancelled')} />}
      </div>
      {isAdmin && (
        <OrderStatusPanel
          order={order}
          busy={status.changingId === order._id}
          onChoose={(next) => status.choose(order, next)}
        />
      )}
      <Section id="payment" title={t('payments.title')}>
        <PaymentWidget order={order} isAdmin={isAdmin} />
      </Section>
      {isAdmin && <OrderReminders order={order} />}
      <Section title={t('orders.detail.summary')}>
        <OrderFacts order={order} status={<OrderStatusBadge status={order.status} />} contactLinks={isAdmin} />
      </Section>
      {isAdmin && <JobPanel orderId={order._id} />}
      <JobStoryCard orderId={order._id} />
      <Section title={t('orders.detail.pricing')}>
        <OrderPricing order={order} />
      </Section>
      <Section title={t('orders.detail.details')}>
        <p className="whitespace-pre-line">{order.details.trim() ? order.details : t('orders.detail.noDetails')}</p>
        {order.modification.trim() && (
          <>
            <h3 className="mt-3 font-medium">{t('orders.detail.modifications')}</h3>
            <p className="whitespace-pre-line">{order.modification}</p>
          </>
        )}
      </Section>
      <Section id="photos" title={t('photos.title')}>
        <OrderPhotos order={order} mayAdd={isAdmin} mayChange={isAdmin} />
      </Section>
      <QuotationReference order={order} isAdmin={isAdmin} />
      <Section title={t('orders.detail.timeline')}>
        <StatusTimeline history={order.statusHistory ?? []} />
      </Section>
      <Section title={t('orders.detail.invoice')}>
        <InvoiceDownloadButton order={order} />
      </Section>
      {isAdmin && <OrderMessages orderId={order._id} />}
      <Section id="documents" title={t('documents.title')}>
        <OrderDocuments orderId={order._id} />
      </Section>
      {isAdmin && <OrderGstCard order={order} />}
      {status.asking && <StatusChangeDialog {...status.asking} onConfirm={status.confirm} onClose={status.dismiss} />}
    </div>
  );
}
