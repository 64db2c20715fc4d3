import type { Quotation } from '@karigar/domain/quotation-answer';
import { dropDraft, keepDraft, storedDraft } from '../../../lib/use-form-draft';
import { initialEditValues, type EditValues } from './edit-values';

/**
 * What the admin typed in the edit panel and has not saved, kept for this tab so leaving the page
 * (Back) and coming back (Forward) finds it again. Keyed by the version it was typed against: once
 * the quotation changes, an old draft no longer applies and is not offered.
 */
const keyOf = (q: Pick<Quotation, '_id' | '__v'>) => `quotation-edit:${q._id}:${q.__v}`;

export function readEditDraft(q: Quotation): EditValues | null {
  const stored = storedDraft(keyOf(q));
  return stored ? ({ ...initialEditValues(q), ...stored } as EditValues) : null;
}

export const writeEditDraft = (q: Quotation, values: EditValues) => keepDraft(keyOf(q), values);

export const clearEditDraft = (q: Quotation) => dropDraft(keyOf(q));
