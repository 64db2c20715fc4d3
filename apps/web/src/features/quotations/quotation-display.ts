import type { FollowUpStatus, QuotationStatus } from '@karigar/domain/quotation';
import type { TFunction } from 'i18next';

export { serviceName } from '../../lib/service-text';

const followUpKeys = {
  None: 'none',
  Pending: 'pending',
  Sent: 'sent',
  'Followed-Up': 'followedUp',
  Closed: 'closed',
} as const satisfies Record<FollowUpStatus, string>;

export function quotationStatusLabel(t: TFunction, status: QuotationStatus): string {
  return t(`status.quotation.${status.toLowerCase() as Lowercase<QuotationStatus>}`);
}

export function followUpStatusLabel(t: TFunction, status: FollowUpStatus): string {
  return t(`status.followUp.${followUpKeys[status]}`);
}
