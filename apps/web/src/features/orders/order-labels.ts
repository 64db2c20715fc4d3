import { ORDER_SEARCH_COUNT_CAP, type OrderOrigin, type OrderStatus } from '@karigar/domain/order';
import { type Order } from '@karigar/domain/order-answer';

/** Bundle keys of the order statuses (`status.order.*`). */
export const orderStatusKeys = {
  Pending: 'status.order.pending',
  Confirmed: 'status.order.confirmed',
  'In Progress': 'status.order.inProgress',
  Completed: 'status.order.completed',
  Cancelled: 'status.order.cancelled',
} as const satisfies Record<OrderStatus, string>;

/** Bundle keys of the order origins (`origin.*`). */
export const orderOriginKeys = {
  user: 'origin.user',
  manual: 'origin.manual',
  'service-request': 'origin.serviceRequest',
} as const satisfies Record<OrderOrigin, string>;

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The orders table's price (spec "Orders page"): the quotation's total after tax, else totalAmount, else none. */
export function listedPrice(order: Pick<Order, 'quotation' | 'totalAmount'>): number | null {
  const quoted = order.quotation?.totalAfterTax;
  if (positive(quoted)) return quoted;
  return positive(order.totalAmount) ? order.totalAmount : null;
}

/** A searched list counts up to ORDER_SEARCH_COUNT_CAP + 1, which means "more than the cap". */
export function formatCount(total: number): string {
  return total > ORDER_SEARCH_COUNT_CAP ? `${ORDER_SEARCH_COUNT_CAP}+` : String(total);
}

const quotationStatusKeys: Record<
  string,
  'status.quotation.pending' | 'status.quotation.accepted' | 'status.quotation.rejected' | 'status.quotation.revised'
> = {
  Pending: 'status.quotation.pending',
  Accepted: 'status.quotation.accepted',
  Rejected: 'status.quotation.rejected',
  Revised: 'status.quotation.revised',
};

/** The bundle key of a quotation status, or undefined for one the bundles do not name. */
export const quotationStatusKey = (status: string) => quotationStatusKeys[status];
