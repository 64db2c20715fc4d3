import { type Quotation } from '@karigar/domain/quotation-answer';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findQuotationView, listFollowUps, listRevisions } from './quotations.repository';
import { toQuotationAnswer } from './to-quotation-answer';

/** Admins see every quotation, customers only their own: anyone else's is "not found". */
export function canSee(viewer: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean {
  return viewer.role === 'admin' || viewer.id === ownerId;
}

/** One quotation with its follow-up history and revisions, if the viewer may see it. */
export async function getQuotation(db: DbOrTx, id: string, viewer: Pick<AuthUser, 'id' | 'role'>): Promise<Quotation> {
  const view = await findQuotationView(db, id);
  if (!view || !canSee(viewer, view.quotation.userId)) throw notFound('QUOTATION_NOT_FOUND');
  const [followUps, revisions] = await Promise.all([listFollowUps(db, id), listRevisions(db, id)]);
  return toQuotationAnswer(view, { followUps, revisions });
}
