import type { TaxLine } from '../../lib/pdf/invoice-data';

export interface GstSplitInput {
  /** The order's GST, in paise. */
  taxPaise: number;
  /** The order's GST rate in percent (18 → CGST 9 % + SGST 9 %). */
  ratePercent: number;
  supplierStateCode: string;
  placeOfSupplyStateCode: string;
}

/**
 * Splits an order's GST by where the supply takes place: within the supplier's state it is CGST and
 * SGST at half the rate each (an odd paisa goes to CGST, so the two always add up to the tax), in
 * another state it is IGST at the full rate.
 */
export function splitGst(input: GstSplitInput): TaxLine[] {
  const { taxPaise, ratePercent } = input;
  if (input.supplierStateCode !== input.placeOfSupplyStateCode) {
    return [{ name: 'IGST', ratePercent, amountPaise: taxPaise }];
  }
  const cgst = Math.ceil(taxPaise / 2);
  return [
    { name: 'CGST', ratePercent: ratePercent / 2, amountPaise: cgst },
    { name: 'SGST', ratePercent: ratePercent / 2, amountPaise: taxPaise - cgst },
  ];
}
