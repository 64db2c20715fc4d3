import { orderRef } from '@karigar/domain/order';
import { SHARE_LINK_DAYS_AFTER_DELIVERY, type JobStory } from '@karigar/domain/job-story';
import type { Db, DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { storyOf } from './get-story';
import { deleteShareLink, orderOfShareLink, saveShareLink } from './share-links.repository';
import { findStoryOrder, lastStatusChange } from './story.repository';

interface By {
  actor: AuthUser;
  ip: string;
}

/** The order, if the viewer is its customer or an admin; "not found" for anyone else. */
async function ownOrder(db: DbOrTx, id: string, viewer: AuthUser) {
  const order = isUuid(id) ? await findStoryOrder(db, id) : undefined;
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  return order;
}

/** The activity row of a link made or revoked. */
async function logLink(tx: DbOrTx, by: By, id: string, made: boolean): Promise<void> {
  await recordActivity(tx, {
    actorId: by.actor.id,
    action: made ? 'share_link_created' : 'share_link_revoked',
    entity: 'order',
    entityId: id,
    message: made
      ? `${by.actor.name} made a tracking link for order ${orderRef(id)}`
      : `${by.actor.name} revoked the tracking link of order ${orderRef(id)}`,
    params: { actor: by.actor.name, orderId: id, orderRef: orderRef(id) },
    ip: by.ip,
  });
}

/**
 * The order's customer or an admin makes a read-only tracking link: a random token, of which only
 * the hash is kept; a new link replaces the last. Answers the link, shown this once.
 */
export async function createShareLink(db: Db, appUrl: string, by: By, id: string): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await ownOrder(tx, id, by.actor);
    await saveShareLink(tx, { orderId: id, tokenHash: hashToken(token), createdBy: by.actor.id });
    await logLink(tx, by, id, true);
  });
  return `${appUrl}/track/${token}`;
}

/** Revokes the order's tracking link (its customer or an admin); revoking none is no error. */
export async function revokeShareLink(db: Db, by: By, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownOrder(tx, id, by.actor);
    if (await deleteShareLink(tx, id)) await logLink(tx, by, id, false);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a tracking link shows: the job's story without money. An unknown or revoked token, and one
 * whose job was delivered more than 30 days ago, is "not valid any more" (404).
 */
export async function trackOrder(db: DbOrTx, token: string): Promise<JobStory> {
  const orderId = await orderOfShareLink(db, hashToken(token));
  const order = orderId ? await findStoryOrder(db, orderId) : undefined;
  if (!order) throw notFound('SHARE_LINK_INVALID');
  if (order.status === 'Completed') {
    const deliveredAt = await lastStatusChange(db, order.id, 'Completed');
    if (deliveredAt && Date.now() - deliveredAt.getTime() > SHARE_LINK_DAYS_AFTER_DELIVERY * DAY_MS)
      throw notFound('SHARE_LINK_INVALID');
  }
  return storyOf(db, order, false);
}
