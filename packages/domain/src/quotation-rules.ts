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

/** A follow-up history entry whose status is Sent or Followed-Up: it lets a rejected quotation be accepted. */
export const isQualifyingFollowUp = (entry: { status: string }): boolean =>
  (followedUpStatuses as readonly string[]).includes(entry.status);

/** The workshop may follow up while the quotation is open and follow-ups are not closed. */
export const canSendFollowUp = (q: QuotationState): boolean => isEditable(q) && q.followUpStatus !== 'Closed';

/** A quotation as the accept/reject rule reads it: its state and whether a qualifying follow-up exists. */
export interface QuotationDecisionState extends QuotationState {
  /** A follow-up history entry exists whose status is Sent or Followed-Up (see isQualifyingFollowUp). */
  hasFollowUp: boolean;
  /** The customer changed quantity or details since the workshop last answered. */
  awaitingWorkshop: boolean;
}

/**
 * Why the customer may not take this action now (a 409), or null when they may. Spec section 4:
 * accepting a Rejected quotation is blocked unless a follow-up exists whose status is Sent or
 * Followed-Up; a follow-up sent before the rejection counts too. After the customer's own edit the
 * price no longer matches what they ask for, so accepting waits for the workshop's answer.
 */
export function quotationActionProblem(q: QuotationDecisionState, action: QuotationAction): string | null {
  if (!isEditable(q)) return quotationMessages.alreadyAccepted;
  if (action === 'reject') return q.quotationStatus === 'Rejected' ? quotationMessages.alreadyRejected : null;
  // Only while it is Rejected: once the workshop re-prices it (Revised) the customer may accept.
  if (q.quotationStatus === 'Rejected' && !q.hasFollowUp) return quotationMessages.acceptAfterReject;
  if (q.awaitingWorkshop) return quotationMessages.awaitingWorkshop;
  return null;
}

/**
 * Whether the customer is offered this action at all. Once it is refused for good (the quotation is
 * Accepted or converted, a second reject, or accepting a Rejected one before the workshop's follow-up)
 * the button is hidden; while accepting only waits for the workshop's answer to the customer's own
 * changes it stays, disabled with its reason.
 */
export function isQuotationActionOffered(q: QuotationDecisionState, action: QuotationAction): boolean {
  const problem = quotationActionProblem(q, action);
  return problem === null || problem === quotationMessages.awaitingWorkshop;
}

/**
 * Not priced yet: the workshop has neither edited nor followed up on this open request, so its
 * prices are only the list price, and what counts is the customer's own expected price.
 */
export const awaitsWorkshopPrice = (q: { workshopPriced: boolean; quotationStatus: QuotationStatus }): boolean =>
  !q.workshopPriced && q.quotationStatus === 'Pending';
