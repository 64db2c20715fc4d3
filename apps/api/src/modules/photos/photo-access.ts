import { isWorkshopRole } from '@karigar/domain/workshop-access';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { mayActFor } from '../../lib/workshop-access';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import { findOrderParent, findQuotationOwner, lockQuotationParent, type PhotoParent } from './photos.repository';

/** The order, if the viewer may see it (its customer, or the workshop); anyone else gets "not found". */
export async function orderFor(db: DbOrTx, viewer: AuthUser, orderId: string): Promise<PhotoParent> {
  const parent = isUuid(orderId) ? await findOrderParent(db, orderId) : undefined;
  if (!parent || !mayActFor(viewer, parent.userId)) throw notFound('ORDER_NOT_FOUND');
  return parent;
}

/** As orderFor, and only the workshop (admin or staff) may add an order's photos: its customer gets 403. */
export async function orderForWorkshop(db: DbOrTx, viewer: AuthUser, orderId: string): Promise<PhotoParent> {
  const parent = await orderFor(db, viewer, orderId);
  if (!isWorkshopRole(viewer.role)) throw forbidden('FORBIDDEN');
  return parent;
}

/** As orderFor, and only the admin changes a photo's flags or removes it: staff and the customer get 403. */
export async function orderForAdmin(db: DbOrTx, viewer: AuthUser, orderId: string): Promise<PhotoParent> {
  const parent = await orderFor(db, viewer, orderId);
  if (viewer.role !== 'admin') throw forbidden('FORBIDDEN');
  return parent;
}

/** The quotation's owner, if the viewer may see it. */
export async function quotationOwnerFor(db: DbOrTx, viewer: AuthUser, quotationId: string): Promise<string> {
  const owner = isUuid(quotationId) ? await findQuotationOwner(db, quotationId) : undefined;
  if (!owner || !mayActFor(viewer, owner)) throw notFound('QUOTATION_NOT_FOUND');
  return owner;
}

/** The quotation, locked, if it is the customer's own: only they attach photos to their request. */
export async function ownQuotationLocked(db: DbOrTx, viewer: AuthUser, quotationId: string): Promise<PhotoParent> {
  const parent = isUuid(quotationId) ? await lockQuotationParent(db, quotationId) : undefined;
  if (!parent || !mayActFor(viewer, parent.userId)) throw notFound('QUOTATION_NOT_FOUND');
  if (parent.userId !== viewer.id) throw forbidden('FORBIDDEN');
  return parent;
}
