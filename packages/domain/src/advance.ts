import { z } from 'zod';
import { issueCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import { parseNumeric } from './tax-rate';

/**
 * How a quotation asks for an advance: a percentage of its total or an amount in rupees, never both.
 * 0 (or "") clears it; null or a missing field leaves it as it is.
 */
const advanceInput = (max: number, code: 'ADVANCE_PERCENTAGE_INVALID' | 'ADVANCE_AMOUNT_INVALID') =>
  z.preprocess(
    (v) =>
      v === null || v === undefined ? undefined : v === '' ? 0 : typeof v === 'string' ? (parseNumeric(v) ?? v) : v,
    z
      .number({ error: issueCode(code) })
      .min(0, issueCode(code))
      .max(max, issueCode(code))
      .optional(),
  );

export const advanceFields = {
  advancePercentage: advanceInput(100, 'ADVANCE_PERCENTAGE_INVALID'),
  advanceAmount: advanceInput(MAX_SUBTOTAL, 'ADVANCE_AMOUNT_INVALID'),
};

/** An advance asked as a percentage or an amount: both above 0 at once is refused. */
export const oneAdvanceWay = (value: { advancePercentage?: number | undefined; advanceAmount?: number | undefined }) =>
  !((value.advancePercentage ?? 0) > 0 && (value.advanceAmount ?? 0) > 0);
export const ADVANCE_BOTH_ISSUE = { message: issueCode('ADVANCE_BOTH_GIVEN'), path: ['advanceAmount'] };
