import { MAX_SUBTOTAL } from './pricing';
import {
  followedUpStatuses,
  MIN_FOLLOW_UP_PRICE,
  quotationMessages,
  type FollowUpStatus,
  type QuotationAction,
  type QuotationStatus,
} from './quotation';

const isValidFollowUpPrice = (price: number) =>
  Number.isFinite(price) && price >= MIN_FOLLOW_UP_PRICE && price <= MAX_SUBTOTAL;

/** Spec section 5 "Follow-up form": the text to show, or null when the follow-up may be sent. */
export function followUpProblem(input: { newPrice?: number | null; followUpNote?: string | null }): string | null {
  const hasNote = (input.followUpNote ?? '').trim() !== '';
  if (input.newPrice === null || input.newPrice === undefined) return hasNote ? null : quotationMessages.followUpEmpty;
  if (isValidFollowUpPrice(input.newPrice)) return null;
  return hasNote ? quotationMessages.followUpPriceTooLow : quotationMessages.followUpEmpty;
}

interface QuotationState {
  quotationStatus: QuotationStatus;
  followUpStatus: FollowUpStatus;
  isConvertedToOrder: boolean;
}

/** Accepted (or converted) quotations are final: nobody edits them. */
export const isEditable = (q: Pick<QuotationState, 'quotationStatus' | 'isConvertedToOrder'>): boolean =>
  q.quotationStatus !== 'Accepted' && !q.isConvertedToOrder;

/** A rejected quotation can be accepted only once the workshop has followed up. */
export const canAcceptRejected = (followUpStatus: FollowUpStatus): boolean =>
  (followedUpStatuses as readonly FollowUpStatus[]).includes(followUpStatus);

/** The workshop may follow up while the quotation is open and follow-ups are not closed. */
export const canSendFollowUp = (q: QuotationState): boolean => isEditable(q) && q.followUpStatus !== 'Closed';

/** Why the customer may not take this action now (a 409), or null when they may. */
export function quotationActionProblem(q: QuotationState, action: QuotationAction): string | null {
  if (!isEditable(q)) return quotationMessages.alreadyAccepted;
  if (action === 'reject') return q.quotationStatus === 'Rejected' ? quotationMessages.alreadyRejected : null;
  // followUpStatus Pending means a rejection still waits for the workshop (even if edited since).
  const awaitsFollowUp = q.quotationStatus === 'Rejected' || q.followUpStatus === 'Pending';
  if (awaitsFollowUp && !canAcceptRejected(q.followUpStatus)) return quotationMessages.acceptAfterReject;
  return null;
}
