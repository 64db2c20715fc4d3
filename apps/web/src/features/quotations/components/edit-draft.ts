import type { Quotation } from '@karigar/domain/quotation-answer';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import type { EditValues } from './edit-values';

/**
 * What the admin typed in the edit panel and has not saved, kept for this tab so leaving the page
 * (Back) and coming back (Forward) finds it again. Keyed by the version it was typed against: once
 * the quotation changes, an old draft no longer applies and is not offered.
 */
const keyOf = (q: Pick<Quotation, '_id' | '__v'>) => `karigar.quotation-edit.${q._id}.${q.__v}`;

export function readEditDraft(q: Pick<Quotation, '_id' | '__v'>): EditValues | null {
  const stored = readStorage('session', keyOf(q));
  if (!stored) return null;
  try {
    return JSON.parse(stored) as EditValues;
  } catch {
    return null;
  }
}

export function writeEditDraft(q: Pick<Quotation, '_id' | '__v'>, values: EditValues): void {
  writeStorage('session', keyOf(q), JSON.stringify(values));
}

export function clearEditDraft(q: Pick<Quotation, '_id' | '__v'>): void {
  removeStorage('session', keyOf(q));
}
