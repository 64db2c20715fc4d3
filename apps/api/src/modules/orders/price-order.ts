import { validateQuotationEdit, type PricingInput, type PricingResult } from '@karigar/domain/pricing';
import { badRequest } from '../../plugins/errors';

/**
 * Prices a new order with the engine under the same save rules as a quotation edit (spec section
 * 5): an invalid input, a discount above the subtotal or a total of 0 or less is a 400 with its text.
 */
export function priceOrder(input: PricingInput): PricingResult {
  const check = validateQuotationEdit(input);
  if (!check.ok) throw badRequest(check.problem.code, { params: check.problem.params });
  return check.pricing;
}
