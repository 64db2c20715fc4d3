import { z } from 'zod';
import { ADVANCE_BOTH_ISSUE, advanceFields, oneAdvanceWay } from './advance';
import { optionalVehicleId } from './vehicle';
import { issueCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import { clampPercent, normalizeTaxRate, parseNumeric } from './tax-rate';
import { multiLineText, singleLineText } from './text';
import { pageParam } from './list-page';

export const quotationStatuses = ['Pending', 'Accepted', 'Rejected', 'Revised'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const followUpStatuses = ['None', 'Pending', 'Sent', 'Followed-Up', 'Closed'] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

/**
 * The list filter: a status, 'Follow-Up' (followUpStatus Sent or Followed-Up), 'Awaiting' (waiting
 * for the workshop's answer) or 'Open' (not decided yet: Pending or Revised); '' or All = every quotation.
 */
export const quotationStatusFilters = ['All', ...quotationStatuses, 'Follow-Up', 'Awaiting', 'Open'] as const;
/** The statuses the 'Open' filter matches: the customer has not accepted or rejected it yet. */
export const openQuotationStatuses = ['Pending', 'Revised'] as const satisfies readonly QuotationStatus[];
export type QuotationStatusFilter = (typeof quotationStatusFilters)[number];
/** Follow-up statuses the 'Follow-Up' filter matches, and the ones that let a rejected quotation be accepted. */
export const followedUpStatuses = ['Sent', 'Followed-Up'] as const satisfies readonly FollowUpStatus[];

export const quotationSortKeys = [
  'createdAt',
  'serviceId.name',
  'userId.name',
  'totalAmount',
  'quotationStatus',
] as const;
export type QuotationSortKey = (typeof quotationSortKeys)[number];

export const QUOTATION_PAGE_SIZE = 10;
export const QUOTATION_MAX_LIMIT = 100;
export const QUOTATION_TEXT_MAX = 5000;
export const MIN_FOLLOW_UP_PRICE = 0.01;

export const revisionKinds = ['requested', 'edited', 'follow-up', 'accepted', 'rejected'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** Texts the quotations API answers with (spec section 8 where it names them). */
export const quotationMessages = {
  requested: 'Quotation requested successfully!',
  updated: 'Quotation updated successfully!',
  followUpSent: 'Follow-up sent successfully!',
  deleted: 'Quotation deleted successfully',
  accepted: 'Quotation accepted and converted to an order',
  rejected: 'Quotation rejected',
} as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const isBlank = (v: unknown) => v === undefined || v === null || v === '';
/** A numeric string ("10000", " 12.5 ") is read as its number; anything else is left for the schema to judge. */
const numericInput = (v: unknown) => (typeof v === 'string' ? (parseNumeric(v) ?? v) : v);
/** An optional number that may come as a numeric string; null and "" count as absent. */
const optionalNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : numericInput(v)), schema.optional());
/** An optional text; null counts as absent ("" stays an empty text). */
const optionalText = z.preprocess(
  (v) => (v === null ? undefined : v),
  multiLineText().max(QUOTATION_TEXT_MAX).optional(),
);
const text = multiLineText().max(QUOTATION_TEXT_MAX);
const rupees = z.number().min(0).max(MAX_SUBTOTAL);

/** POST /api/quotations/request: `service` is a service id or its exact name (any case). */
export const requestQuotationBody = z.object({
  service: singleLineText().min(1, issueCode('SERVICE_REQUIRED')).max(200),
  quotationPrice: z.preprocess(
    numericInput,
    z
      .number({
        error: (issue) => issueCode(isBlank(issue.input) ? 'EXPECTED_PRICE_REQUIRED' : 'EXPECTED_PRICE_NOT_A_NUMBER'),
      })
      .min(0, issueCode('EXPECTED_PRICE_NEGATIVE'))
      .max(MAX_SUBTOTAL),
  ),
  details: text.optional(),
  /** Same as details (the answer carries both names). */
  description: text.optional(),
  modification: text.optional(),
  quantity: z.preprocess(numericInput, z.number().int().min(1).max(100_000).default(1)),
  /** One of the customer's own vehicles or items; null or missing for none. */
  vehicleId: optionalVehicleId,
});
export type RequestQuotationBody = z.input<typeof requestQuotationBody>;

/** GET /api/quotations/user and /admin. An unknown sortKey is a 400. */
export const quotationListQuery = z.object({
  page: pageParam,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(QUOTATION_MAX_LIMIT).default(QUOTATION_PAGE_SIZE),
  ),
  sortKey: z.preprocess(blankToUndefined, z.enum(quotationSortKeys).default('createdAt')),
  sortOrder: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
  statusFilter: z.preprocess(blankToUndefined, z.enum(quotationStatusFilters).default('All')),
  search: singleLineText().max(200).optional(),
});
export type QuotationListQuery = z.input<typeof quotationListQuery>;

/**
 * Fields an admin may edit. Totals and unitPrice (the service's list price) are not inputs: the
 * server prices the quotation itself and strips them. Offered price and quantity are range-checked
 * by the pricing engine, which answers with the spec's texts. Every number may come as a numeric
 * string; null or "" for an optional field means it is not being changed. The discount percentage
 * is clamped to 0–100; the tax rate goes through the tax-rate helper (clamped to 0–100, 18 when
 * it is not a number).
 */
const quotationEditFields = z.object({
  offeredPrice: optionalNumber(z.number({ error: issueCode('OFFERED_PRICE_INVALID') })),
  quantity: optionalNumber(z.number({ error: issueCode('QUANTITY_INVALID') })),
  discount: optionalNumber(rupees),
  discountPercentage: optionalNumber(z.number().transform(clampPercent)),
  taxRate: z
    .unknown()
    .transform((v) => normalizeTaxRate(v))
    .optional(),
  taxAlreadyIncluded: z.boolean().optional(),
  /** The edit form's name for taxAlreadyIncluded. */
  taxAlreadyApplied: z.boolean().optional(),
  /** The advance asked on acceptance: a percentage or an amount (0 clears it). */
  ...advanceFields,
  description: optionalText,
  /** Same as description. */
  details: optionalText,
  modification: optionalText,
  /** Accepted is only reachable through the customer's accept action (answered with a 400 here). */
  quotationStatus: z.enum(quotationStatuses).optional(),
  followUpRequired: z.boolean().optional(),
  /** The version the editor started from; a stale one is a 409. */
  __v: optionalNumber(z.number().int()),
});
export type QuotationEdit = z.infer<typeof quotationEditFields>;

/** The only fields a customer's edit applies; everything else they send is ignored. */
export const customerEditableFields = ['description', 'details', 'modification', 'quantity'] as const;

/** PUT /api/quotations/:id/update: the edited fields, directly or as `{ updatedData: {...} }`. */
export const updateQuotationBody = quotationEditFields
  .extend({ updatedData: quotationEditFields.optional() })
  .transform(({ updatedData, ...direct }): QuotationEdit => {
    const merged: QuotationEdit = { ...direct };
    for (const [key, value] of Object.entries(updatedData ?? {})) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    return merged;
  })
  .refine(oneAdvanceWay, ADVANCE_BOTH_ISSUE);
export type UpdateQuotationBody = z.input<typeof updateQuotationBody>;

export const quotationActions = ['accept', 'reject'] as const;
export type QuotationAction = (typeof quotationActions)[number];
export const quotationActionBody = z.object({ action: z.enum(quotationActions) });
export type QuotationActionBody = z.input<typeof quotationActionBody>;

/**
 * PATCH /api/quotations/:id/follow-up. An empty price is sent as null. The spec's rule (a valid
 * price or a non-empty note) is `followUpProblem`, so the answer carries its exact text.
 */
export const followUpBody = z.object({
  newPrice: z.number().nullable().optional(),
  followUpNote: multiLineText().max(2000).nullable().optional(),
});
export type FollowUpBody = z.input<typeof followUpBody>;
