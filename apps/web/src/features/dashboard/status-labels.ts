import type { OrderStatus } from '@karigar/domain/order';

/** Bundle keys of the order statuses (`status.order.*`). */
export const orderStatusLabelKeys = {
  Pending: 'status.order.pending',
  Confirmed: 'status.order.confirmed',
  'In Progress': 'status.order.inProgress',
  Completed: 'status.order.completed',
  Cancelled: 'status.order.cancelled',
} as const satisfies Record<OrderStatus, string>;

/** The orders list filtered to one status. */
export const ordersWithStatus = (status: OrderStatus): string => `/admin/orders?status=${encodeURIComponent(status)}`;
