import { cachedDuePaise } from '@karigar/domain/ledger';
import { orderRef } from '@karigar/domain/order';
import { PAY_LINK_DAYS, type PayLinkAnswer, type PayLinkDetails } from '@karigar/domain/payment-reminders';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { PayLinkRow } from '../../db/schema/pay-links';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { findPayLink, insertPayLink, revokePayLinks } from './pay-links.repository';
import { findOrderRow } from './reminders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Razorpay takes at least ₹1: less than that is nothing to pay. */
export const MIN_DUE_PAISE = 100;

/** 409 unless the order can take a payment: not cancelled, not paid, at least ₹1 due. */
export function assertPayable(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'totalPaise' | 'paidPaise' | 'creditedPaise'>,
) {
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED_NOT_PAYABLE');
  if (order.paymentStatus === 'paid') throw conflict('ORDER_ALREADY_PAID');
  if (cachedDuePaise(order) < MIN_DUE_PAISE) throw conflict('NOTHING_TO_PAY');
}

/**
 * Makes a pay link for the order in the caller's transaction: a random 256-bit token, of which only
 * the SHA-256 is kept, working for 30 days. Answers its URL, shown this once.
 */
export async function makePayLink(
  tx: DbOrTx,
  appUrl: string,
  order: Pick<OrderRow, 'id'>,
  createdBy: string | null,
  now: Date = new Date(),
): Promise<PayLinkAnswer> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PAY_LINK_DAYS * DAY_MS);
  await insertPayLink(tx, { orderId: order.id, tokenHash: hashToken(token), createdBy, expiresAt });
  return { url: `${appUrl}/pay/${token}`, expiresAt: expiresAt.toISOString() };
}

/** POST /api/orders/:id/pay-link: an admin, or the order's own customer ("not found" for anyone else). */
export async function createPayLink(
  db: Db,
  config: Pick<Config, 'appUrl'>,
  by: { actor: AuthUser; ip: string },
  orderId: string,
): Promise<PayLinkAnswer> {
  const order = await findOrderRow(db, orderId);
  if (!order || (by.actor.role !== 'admin' && order.userId !== by.actor.id)) throw notFound('ORDER_NOT_FOUND');
  assertPayable(order);
  return db.transaction(async (tx) => {
    const link = await makePayLink(tx, config.appUrl, order, by.actor.id);
    await recordActivity(tx, {
      actorId: by.actor.id,
      action: 'pay_link_created',
      entity: 'order',
      entityId: order.id,
      message: `${by.actor.name} made a pay link for order ${orderRef(order.id)}`,
      params: { actor: by.actor.name, orderId: order.id, orderRef: orderRef(order.id) },
      ip: by.ip,
    });
    return link;
  });
}

/**
 * The link and its order, while the link works: an unknown, expired or revoked token is "not valid"
 * (404), except that a link revoked because its order was paid says so (409), as does an order with
 * nothing left to pay.
 */
export async function openPayLink(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<{ link: PayLinkRow; order: OrderRow }> {
  const link = await findPayLink(db, hashToken(token));
  const order = link ? await findOrderRow(db, link.orderId) : undefined;
  if (!link || !order || link.expiresAt <= now) throw notFound('PAY_LINK_INVALID');
  if (order.paymentStatus === 'paid') throw conflict('ORDER_ALREADY_PAID');
  if (link.revokedAt) throw notFound('PAY_LINK_INVALID');
  assertPayable(order);
  return { link, order };
}

/** GET /api/pay/:token: only the order's reference, the workshop, the amount due and the currency. */
export async function payLinkDetails(
  db: DbOrTx,
  config: Pick<Config, 'business'>,
  token: string,
): Promise<PayLinkDetails> {
  const { order } = await openPayLink(db, token);
  return {
    orderRef: orderRef(order.id),
    workshop: config.business.name,
    amountDuePaise: cachedDuePaise(order),
    currency: 'INR',
  };
}

/** Revokes the order's open pay links, in the caller's transaction: it was paid in full or cancelled. */
export async function revokeOrderPayLinks(tx: DbOrTx, orderId: string, at: Date = new Date()): Promise<void> {
  await revokePayLinks(tx, orderId, at);
}
