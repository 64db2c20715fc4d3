import type { ErrorCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import {
  followedUpStatuses,
  MIN_FOLLOW_UP_PRICE,
  type FollowUpStatus,
  type QuotationAction,
  type QuotationStatus,
} from './quotation';

const isValidFollowUpPrice = (price: number) =>
  Number.isFinite(price) && price >= MIN_FOLLOW_UP_PRICE && price <= MAX_SUBTOTAL;

type FollowUpProblem = Extract<ErrorCode, 'FOLLOW_UP_EMPTY' | 'FOLLOW_UP_PRICE_TOO_LOW'>;

/** Spec section 5 "Follow-up form": why it may not be sent, or null when the follow-up may be sent. */
export function followUpProblem(input: {
  newPrice?: number | null;
  followUpNote?: string | null;
}): FollowUpProblem | null {
  const hasNote = (input.followUpNote ?? '').trim() !== '';
  if (input.newPrice === null || input.newPrice === undefined) return hasNote ? null : 'FOLLOW_UP_EMPTY';
  if (isValidFollowUpPrice(input.newPrice)) return null;
  return hasNote ? 'FOLLOW_UP_PRICE_TOO_LOW' : 'FOLLOW_UP_EMPTY';
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

/**
 * Not priced yet: the workshop has neither edited nor followed up on this open request, so its
 * prices are only the list price, and what counts is the customer's own expected price.
 */
export const awaitsWorkshopPrice = (q: { workshopPriced: boolean; quotationStatus: QuotationStatus }): boolean =>
  !q.workshopPriced && q.quotationStatus === 'Pending';

/** A quotation as the accept/reject rule reads it: its state and whether a qualifying follow-up exists. */
export interface QuotationDecisionState extends QuotationState {
  /** A follow-up history entry exists whose status is Sent or Followed-Up (see isQualifyingFollowUp). */
  hasFollowUp: boolean;
  /** The customer changed quantity or details since the workshop last answered. */
  awaitingWorkshop: boolean;
  /** The workshop has priced it (see awaitsWorkshopPrice). */
  workshopPriced: boolean;
  /** The workshop's setting: customers accept only after it has priced the quotation. */
  acceptOnlyPriced: boolean;
}

type QuotationActionProblem = Extract<
  ErrorCode,
  | 'QUOTATION_ALREADY_ACCEPTED'
  | 'QUOTATION_ALREADY_REJECTED'
  | 'QUOTATION_REJECTED_NEEDS_FOLLOW_UP'
  | 'QUOTATION_AWAITING_WORKSHOP'
  | 'QUOTATION_NOT_PRICED'
>;

/**
 * Why the customer may not take this action now (a 409), or null when they may. Spec section 4:
 * accepting a Rejected quotation is blocked unless a follow-up exists whose status is Sent or
 * Followed-Up; a follow-up sent before the rejection counts too. After the customer's own edit the
 * price no longer matches what they ask for, so accepting waits for the workshop's answer. When the
 * workshop has chosen so, an open request it has not priced yet waits for its price too.
 */
export function quotationActionProblem(
  q: QuotationDecisionState,
  action: QuotationAction,
): QuotationActionProblem | null {
  if (!isEditable(q)) return 'QUOTATION_ALREADY_ACCEPTED';
  if (action === 'reject') return q.quotationStatus === 'Rejected' ? 'QUOTATION_ALREADY_REJECTED' : null;
  // Only while it is Rejected: once the workshop re-prices it (Revised) the customer may accept.
  if (q.quotationStatus === 'Rejected' && !q.hasFollowUp) return 'QUOTATION_REJECTED_NEEDS_FOLLOW_UP';
  if (q.awaitingWorkshop) return 'QUOTATION_AWAITING_WORKSHOP';
  if (q.acceptOnlyPriced && awaitsWorkshopPrice(q)) return 'QUOTATION_NOT_PRICED';
  return null;
}

/**
 * Whether the customer is offered this action at all. Once it is refused for good (the quotation is
 * Accepted or converted, a second reject, or accepting a Rejected one before the workshop's follow-up)
 * the button is hidden; while accepting only waits for the workshop (its answer to the customer's own
 * changes, or its price) it stays, disabled with its reason.
 */
export function isQuotationActionOffered(q: QuotationDecisionState, action: QuotationAction): boolean {
  const problem = quotationActionProblem(q, action);
  return problem === null || problem === 'QUOTATION_AWAITING_WORKSHOP' || problem === 'QUOTATION_NOT_PRICED';
}
