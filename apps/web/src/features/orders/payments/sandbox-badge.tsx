import type { Order } from '@karigar/domain/order-answer';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paymentConfigQuery } from './api/get-payment-config';

/**
 * 'Sandbox — no real money' on an order paid through the sandbox, or, while it is unpaid, when the
 * server's checkout is the sandbox's.
 */
export function SandboxBadge({ order }: { order: Order }) {
  const { t } = useTranslation();
  const paid = order.paymentStatus === 'paid';
  const { data: config } = useQuery({ ...paymentConfigQuery, enabled: !paid });
  const sandbox = paid ? order.paymentInfo.provider === 'sandbox' : config?.mode === 'sandbox';
  if (!sandbox) return null;
  return <StatusBadge tone="yellow" label={t('payments.sandboxBadge')} />;
}
