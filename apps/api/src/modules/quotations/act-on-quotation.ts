import { advancePaiseOf } from '@karigar/domain/advance-amounts';
import { toPaise } from '@karigar/domain/money';
import { quotationActionProblem } from '@karigar/domain/quotation-rules';
import { quotationMessages, type QuotationAction } from '@karigar/domain/quotation';
import { type QuotationActionAnswer } from '@karigar/domain/quotation-answer';
import type { Order } from '@karigar/domain/order-answer';
import type { FeatureDeps } from '../../app';
import type { Tx } from '../../db/client';
import type { QuotationRow } from '../../db/schema/quotations';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { findOrderParties } from '../orders/order-parties';
import { placeOrder } from '../orders/place-order';
import { isUniqueViolation } from '../../lib/unique-violation';
import { priceQuotation } from './quotation-pricing';
import { getWorkshopSettings } from '../settings/get-workshop-settings';
import { hasQualifyingFollowUp, isWorkshopPriced, lockQuotation } from './quotations.repository';
import { quotationRef, saveQuotationChange } from './save-quotation-change';

/** The order an accepted quotation becomes: the customer, service and pricing as they stand now. */
async function placeQuotationOrder(
  tx: Tx,
  deps: Pick<FeatureDeps, 'mail' | 'config'>,
  q: QuotationRow,
  customer: AuthUser,
  ip: string,
): Promise<Order> {
  const parties = await findOrderParties(tx, q.userId, q.serviceId);
  if (!parties) throw new Error(`quotation ${q.id} refers to a missing user or service`);
  const pricing = priceQuotation(q);
  return placeOrder(tx, deps, {
    origin: 'user',
    quotationId: q.id,
    vehicleId: q.vehicleId,
    actor: customer,
    ...parties,
    pricing,
    // Fixed now, from the agreed total, in whole rupees.
    advancePaise: advancePaiseOf(toPaise(pricing.totalAfterTax), {
      percentage: q.advancePercentage,
      amountPaise: q.advanceAmountPaise,
    }),
    details: q.description,
    modification: q.modification,
    ip,
  });
}

/**
 * The customer accepts or rejects their own quotation (spec section 4). Accepting creates the
 * order in the same transaction; the quotation row is locked first, and orders.quotation_id is
 * unique, so a concurrent second accept gets a 409 and never a second order. When the workshop has
 * chosen that customers accept only priced quotations, accepting an unpriced request is a 409 too. The order is placed by
 * the orders module's placeOrder, which queues the owner's mails about the acceptance.
 */
export async function actOnQuotation(
  { db, mail, config }: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  customer: AuthUser,
  id: string,
  action: QuotationAction,
  ip: string,
): Promise<QuotationActionAnswer> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockQuotation(tx, id);
      if (!before || before.userId !== customer.id) throw notFound('QUOTATION_NOT_FOUND');
      const problem = quotationActionProblem(
        {
          ...before,
          hasFollowUp: await hasQualifyingFollowUp(tx, id),
          workshopPriced: await isWorkshopPriced(tx, id),
          acceptOnlyPriced: (await getWorkshopSettings(tx)).acceptOnlyPriced,
        },
        action,
      );
      if (problem) throw conflict(problem);
      const ref = quotationRef(id);
      if (action === 'reject') {
        await saveQuotationChange(tx, {
          before,
          changes: { quotationStatus: 'Rejected', followUpStatus: 'Pending', followUpRequired: true },
          kind: 'rejected',
          actorId: customer.id,
          activity: {
            action: 'quotation_rejected',
            message: `${customer.name} rejected quotation ${ref}`,
            params: { actor: customer.name },
            priority: 'medium',
            ip,
          },
        });
        return { message: quotationMessages.rejected, quotationId: id, orderId: null, newStatus: 'Rejected' as const };
      }
      const { _id: orderId } = await placeQuotationOrder(tx, { mail, config }, before, customer, ip);
      await saveQuotationChange(tx, {
        before,
        changes: {
          quotationStatus: 'Accepted',
          followUpStatus: 'Closed',
          followUpRequired: false,
          isConvertedToOrder: true,
          orderId,
        },
        kind: 'accepted',
        actorId: customer.id,
        activity: {
          action: 'quotation_accepted',
          message: `${customer.name} accepted quotation ${ref}`,
          params: { actor: customer.name, orderId },
          priority: 'high',
          ip,
        },
      });
      return { message: quotationMessages.accepted, quotationId: id, orderId, newStatus: 'Accepted' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('QUOTATION_ALREADY_ACCEPTED');
    throw error;
  }
}
