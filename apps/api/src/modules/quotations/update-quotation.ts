import { isEditable } from '@karigar/domain/quotation-rules';
import { type QuotationEdit } from '@karigar/domain/quotation';
import { type Quotation } from '@karigar/domain/quotation-answer';
import type { FeatureDeps } from '../../app';
import type { QuotationRow } from '../../db/schema/quotations';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound, conflict } from '../../plugins/errors';
import { canSee, getQuotation } from './get-quotation';
import { quotationNotice, revisedMail } from './quotation-mail';
import { advanceChanges } from './quotation-advance';
import { repriceQuotation, type PricingEdit } from './quotation-pricing';
import { isWorkshopPriced, lockQuotation, type QuotationChanges } from './quotations.repository';
import { describeChanges, quotationRef, saveQuotationChange } from './save-quotation-change';
import { notifyCustomer } from '../notifications/notify-customer';

const hasAny = (edit: PricingEdit) => Object.values(edit).some((v) => v !== undefined);
const changesAnything = (before: QuotationRow, changes: QuotationChanges) =>
  Object.keys(describeChanges(before, changes)).length > 0;

function textChanges(edit: QuotationEdit): QuotationChanges {
  const changes: QuotationChanges = {};
  const description = edit.description ?? edit.details;
  if (description !== undefined) changes.description = description;
  if (edit.modification !== undefined) changes.modification = edit.modification;
  return changes;
}

/**
 * A customer changes only the text and the quantity; the workshop then looks at it again (Pending)
 * and must answer before the customer may accept the price it gave for the old request.
 */
function customerChanges(before: QuotationRow, edit: QuotationEdit): QuotationChanges {
  const changes = textChanges(edit);
  if (edit.quantity !== undefined) Object.assign(changes, repriceQuotation(before, { quantity: edit.quantity }));
  if (!changesAnything(before, changes)) return changes;
  return { ...changes, quotationStatus: 'Pending', awaitingWorkshop: true };
}

/**
 * An admin may change the pricing inputs too; a pricing change marks it Revised unless they chose a
 * status. Any admin save is the workshop's answer to the customer's changes, even one that keeps them.
 */
function adminChanges(before: QuotationRow, edit: QuotationEdit): { changes: QuotationChanges; repriced: boolean } {
  if (edit.quotationStatus === 'Accepted') throw badRequest('QUOTATION_ONLY_CUSTOMER_ACCEPTS');
  const changes: QuotationChanges = { ...textChanges(edit), awaitingWorkshop: false };
  if (edit.followUpRequired !== undefined) changes.followUpRequired = edit.followUpRequired;
  const pricing: PricingEdit = {
    offeredPrice: edit.offeredPrice,
    quantity: edit.quantity,
    discount: edit.discount,
    discountPercentage: edit.discountPercentage,
    taxRate: edit.taxRate,
    taxAlreadyIncluded: edit.taxAlreadyIncluded ?? edit.taxAlreadyApplied,
  };
  const priced: QuotationChanges = hasAny(pricing) ? repriceQuotation(before, pricing) : {};
  const advance = advanceChanges(before, edit, priced.totalAfterTaxPaise ?? before.totalAfterTaxPaise);
  Object.assign(priced, advance);
  const repriced = changesAnything(before, priced);
  Object.assign(changes, priced);
  if (edit.quotationStatus !== undefined && edit.quotationStatus !== before.quotationStatus)
    changes.quotationStatus = edit.quotationStatus;
  else if (repriced) changes.quotationStatus = 'Revised';
  return { changes, repriced };
}

/**
 * Edits a quotation that is not Accepted: an admin any, a customer their own (others: 404). Totals
 * are always the engine's; a stale `__v` is a 409. An edit that changes nothing leaves the version
 * as it is. The customer hears about a new price on the channels they allowed.
 */
export async function updateQuotation(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  editor: AuthUser,
  id: string,
  edit: QuotationEdit,
  ip: string,
): Promise<Quotation> {
  return deps.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    if (!before || !canSee(editor, before.userId)) throw notFound('QUOTATION_NOT_FOUND');
    if (!isEditable(before)) throw conflict('QUOTATION_NOT_EDITABLE');
    if (edit.__v !== undefined && edit.__v !== before.version) throw conflict('QUOTATION_STALE');
    const byAdmin = editor.role === 'admin';
    const wasPriced = await isWorkshopPriced(tx, id);
    const { changes, repriced } = byAdmin
      ? adminChanges(before, edit)
      : { changes: customerChanges(before, edit), repriced: false };
    if (!changesAnything(before, changes)) return getQuotation(tx, id, editor);
    await saveQuotationChange(tx, {
      before,
      changes,
      kind: 'edited',
      actorId: editor.id,
      activity: {
        action: 'quotation_updated',
        message: `${editor.name} edited quotation ${quotationRef(id)}`,
        params: { actor: editor.name },
        ip,
      },
    });
    const quotation = await getQuotation(tx, id, editor);
    if (repriced)
      await notifyCustomer(
        tx,
        deps,
        quotationNotice(
          quotation,
          wasPriced,
          (language) => revisedMail(quotation, language, deps.config.appUrl),
          deps.config.appUrl,
        ),
      );
    return quotation;
  });
}
