import { toPaise } from '@karigar/domain/money';
import { canSendFollowUp, followUpProblem } from '@karigar/domain/quotation-rules';
import { type FollowUpBody } from '@karigar/domain/quotation';
import { type Quotation } from '@karigar/domain/quotation-answer';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound, conflict } from '../../plugins/errors';
import { getQuotation } from './get-quotation';
import { followUpMail, quotationNotice } from './quotation-mail';
import { notifyCustomer } from '../notifications/notify-customer';
import type { Language } from '@karigar/domain/language';
import { priceQuotation, repriceQuotation } from './quotation-pricing';
import { insertFollowUp, isWorkshopPriced, lockQuotation, type QuotationChanges } from './quotations.repository';
import { quotationRef, saveQuotationChange } from './save-quotation-change';

/**
 * The workshop follows up (spec section 5 "Follow-up form"): a new price becomes the offered price
 * (re-priced by the engine, status Revised), a note becomes the latest note; the entry joins the
 * history, followUpStatus becomes Sent and the customer gets a mail. It answers the customer's latest
 * changes, so the quotation no longer waits for the workshop.
 */
export async function sendFollowUp(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  admin: AuthUser,
  id: string,
  body: FollowUpBody,
  ip: string,
): Promise<Quotation> {
  const problem = followUpProblem(body);
  if (problem) throw badRequest(problem);
  const newPrice = body.newPrice ?? null;
  const note = body.followUpNote?.trim() || null;

  return deps.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    if (!before) throw notFound('QUOTATION_NOT_FOUND');
    if (!canSendFollowUp(before)) throw conflict('FOLLOW_UP_CLOSED');
    const wasPriced = await isWorkshopPriced(tx, id);
    const changes: QuotationChanges = { followUpStatus: 'Sent', followUpRequired: false, awaitingWorkshop: false };
    if (newPrice !== null)
      Object.assign(changes, repriceQuotation(before, { offeredPrice: newPrice }), { quotationStatus: 'Revised' });
    if (note) changes.followUpNote = note;
    const after = await saveQuotationChange(tx, {
      before,
      changes,
      kind: 'follow-up',
      note,
      actorId: admin.id,
      activity: {
        action: 'quotation_follow_up',
        message: `${admin.name} followed up on quotation ${quotationRef(id)}`,
        params: { actor: admin.name, newPrice },
        priority: 'medium',
        ip,
      },
    });
    const pricing = priceQuotation(after);
    await insertFollowUp(tx, {
      quotationId: id,
      newPricePaise: newPrice === null ? null : toPaise(newPrice),
      offeredPricePaise: after.offeredPricePaise,
      unitPricePaise: after.unitPricePaise,
      quantity: after.quantity,
      discountPaise: toPaise(pricing.discount),
      discountPercentage: pricing.discountPercentage,
      taxRate: pricing.taxRate,
      taxAlreadyIncluded: pricing.taxAlreadyIncluded,
      note,
      status: 'Sent',
      createdBy: admin.id,
    });
    const quotation = await getQuotation(tx, id, admin);
    const mail = (language: Language) => followUpMail(quotation, language, { newPrice, note }, deps.config.appUrl);
    await notifyCustomer(tx, deps, quotationNotice(quotation, wasPriced, mail, deps.config.appUrl));
    return quotation;
  });
}
