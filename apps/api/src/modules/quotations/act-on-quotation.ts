import type { Language } from '@karigar/domain/language';
import { quotationActionProblem } from '@karigar/domain/quotation-rules';
import { quotationMessages, type QuotationAction } from '@karigar/domain/quotation';
import { type QuotationActionAnswer } from '@karigar/domain/quotation-answer';
import { toRupees } from '@karigar/domain/money';
import type { FeatureDeps } from '../../app';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { QuotationRow } from '../../db/schema/quotations';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { ownerMails, quotationAcceptedNotice } from '../owner-mail/owner-mail';
import { buildOrderValues } from '../orders/order-values';
import { findOrderCustomer, findOrderService, insertOrder, insertOrderStatusChange } from '../orders/orders.repository';
import { isUniqueViolation } from '../../lib/unique-violation';
import { mailTexts } from '../../lib/mail-texts';
import { languageOfUser } from '../../lib/mail-texts/recipient-language';
import { priceQuotation } from './quotation-pricing';
import { hasQualifyingFollowUp, lockQuotation } from './quotations.repository';
import { orderRef } from '@karigar/domain/order';
import { quotationRef, saveQuotationChange } from './save-quotation-change';

/** The order's details: the request, and its modifications labelled in the customer's language. */
const orderDetails = (q: QuotationRow, language: Language) =>
  [q.description, q.modification && mailTexts(language).modifications(q.modification)].filter(Boolean).join('\n\n');

/** The order an accepted quotation becomes: the customer, service and pricing as they stand now. */
async function createOrder(tx: Tx, q: QuotationRow, customer: AuthUser, ip: string): Promise<OrderRow> {
  const owner = await findOrderCustomer(tx, q.userId);
  const service = await findOrderService(tx, q.serviceId);
  if (!owner || !service) throw new Error(`quotation ${q.id} refers to a missing user or service`);
  const order = await insertOrder(
    tx,
    buildOrderValues({
      customer: owner,
      service,
      pricing: priceQuotation(q),
      origin: 'user',
      createdBy: customer.id,
      details: orderDetails(q, await languageOfUser(tx, q.userId)),
      quotationId: q.id,
    }),
  );
  await insertOrderStatusChange(tx, { orderId: order.id, fromStatus: null, toStatus: 'Pending', actorId: customer.id });
  const ref = orderRef(order.id);
  await recordActivity(tx, {
    actorId: customer.id,
    action: 'order_created',
    entity: 'order',
    entityId: order.id,
    message: `Order ${ref} created from quotation ${quotationRef(q.id)}`,
    params: {
      actor: customer.name,
      orderId: order.id,
      orderRef: ref,
      quotationId: q.id,
      quotationRef: quotationRef(q.id),
    },
    priority: 'medium',
    ip,
  });
  return order;
}

/**
 * The customer accepts or rejects their own quotation (spec section 4). Accepting creates the
 * order in the same transaction; the quotation row is locked first, and orders.quotation_id is
 * unique, so a concurrent second accept gets a 409 and never a second order. The owner's mails
 * about an acceptance are queued in the same transaction.
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
      const hasFollowUp = await hasQualifyingFollowUp(tx, id);
      const problem = quotationActionProblem({ ...before, hasFollowUp }, action);
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
      const order = await createOrder(tx, before, customer, ip);
      const orderId = order.id;
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
      const notice = quotationAcceptedNotice(
        {
          customerName: order.customerName,
          serviceName: order.serviceName,
          serviceNameMr: order.serviceNameMr,
          totalRupees: toRupees(order.totalPaise),
          orderId,
        },
        config.appUrl,
      );
      await mail.queue(tx, await ownerMails(tx, config, notice));
      return { message: quotationMessages.accepted, quotationId: id, orderId, newStatus: 'Accepted' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('QUOTATION_ALREADY_ACCEPTED');
    throw error;
  }
}
