import { advanceAmountPaise, advancePaiseOf } from '@karigar/domain/advance-amounts';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { QuotationEdit } from '@karigar/domain/quotation';
import type { QuotationRow } from '../../db/schema/quotations';
import { badRequest } from '../../plugins/errors';
import type { QuotationChanges } from './quotations.repository';

type AdvanceColumns = Pick<QuotationRow, 'advancePercentage' | 'advanceAmountPaise'>;

/** The advance columns an admin's edit sets: a percentage or an amount (the other cleared), none for 0. */
function askedBy(edit: QuotationEdit): AdvanceColumns | undefined {
  if (edit.advancePercentage === undefined && edit.advanceAmount === undefined) return undefined;
  const percentage = edit.advancePercentage ?? 0;
  if (percentage > 0) return { advancePercentage: percentage, advanceAmountPaise: null };
  return { advancePercentage: null, advanceAmountPaise: advanceAmountPaise(edit.advanceAmount) };
}

/**
 * The advance changes of an admin's edit, checked against the total the quotation will have: an
 * amount above it is a 400 (a percentage never is). Undefined when the edit leaves the advance alone
 * and the stored one still fits.
 */
export function advanceChanges(
  before: QuotationRow,
  edit: QuotationEdit,
  totalAfterTaxPaise: number,
): AdvanceColumns | undefined {
  const asked = askedBy(edit);
  const amount = asked ? asked.advanceAmountPaise : before.advanceAmountPaise;
  if (amount !== null && amount > totalAfterTaxPaise)
    throw badRequest('ADVANCE_ABOVE_TOTAL', { params: { total: formatInr(toRupees(totalAfterTaxPaise)) } });
  return asked;
}

/** The advance a quotation asks as it stands, in paise (whole rupees; 0 for none). */
export const quotationAdvancePaise = (q: QuotationRow): number =>
  advancePaiseOf(q.totalAfterTaxPaise, { percentage: q.advancePercentage, amountPaise: q.advanceAmountPaise });

/** Whether an edit's changes change the advance asked. */
export const changesAdvance = (before: QuotationRow, changes: QuotationChanges): boolean =>
  (changes.advancePercentage !== undefined && changes.advancePercentage !== before.advancePercentage) ||
  (changes.advanceAmountPaise !== undefined && changes.advanceAmountPaise !== before.advanceAmountPaise);
