import type { PaymentHistoryAnswer } from '@karigar/domain/payment';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { toPaymentEntry } from './payment-answers';
import { listPaymentViews } from './payments.repository';

/** One page of payment attempts, newest first: a customer's own, or all of them for an admin. */
export async function listPayments(
  db: DbOrTx,
  viewer: AuthUser,
  query: { page: number; limit: number },
): Promise<PaymentHistoryAnswer> {
  const { page, limit } = query;
  const { views, total } = await listPaymentViews(db, viewer.role === 'admin' ? {} : { ownerId: viewer.id }, {
    offset: (page - 1) * limit,
    limit,
  });
  return {
    payments: views.map(toPaymentEntry),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit },
  };
}
