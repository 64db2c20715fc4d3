import { mulDivRound, toPaise } from './money';

/** The stored way of asking: a percentage (hundredths allowed) or an amount in paise; null for none. */
export interface AdvanceAsked {
  percentage: number | null;
  amountPaise: number | null;
}

const PAISE_PER_RUPEE = 100;

/**
 * The advance an order asks for, in paise, rounded to whole rupees: the percentage of the total or
 * the amount, never more than the total (0 when none is asked).
 */
export function advancePaiseOf(totalPaise: number, asked: AdvanceAsked): number {
  const percentHundredths = Math.round((asked.percentage ?? 0) * 100);
  const exact = percentHundredths > 0 ? mulDivRound(totalPaise, percentHundredths, 10_000) : (asked.amountPaise ?? 0);
  const rupees = mulDivRound(Math.max(0, exact), 1, PAISE_PER_RUPEE);
  return Math.min(totalPaise, rupees * PAISE_PER_RUPEE);
}

/** What is still due of the advance once `receivedPaise` came in (0 when it is covered). */
export const advanceDuePaise = (advancePaise: number, receivedPaise: number): number =>
  Math.max(0, advancePaise - receivedPaise);

/** An amount given in rupees as stored (paise), or null when it is 0 or absent. */
export const advanceAmountPaise = (rupees: number | undefined): number | null =>
  rupees === undefined || rupees <= 0 ? null : toPaise(rupees);

/** The GST in a tax-inclusive amount: its taxable value and tax, split CGST/SGST or IGST. */
export interface GstInAmount {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Splits a tax amount as invoices do: IGST in another state, else CGST and SGST (an odd paisa to CGST). */
export function splitTax(
  taxPaise: number,
  interState: boolean,
): Pick<GstInAmount, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (interState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The GST in an advance received (Rule 50): the amount is tax-inclusive, so the taxable value is
 * amount × 100 / (100 + rate), rounded to the paisa, and the tax the rest.
 */
export function gstInAdvance(amountPaise: number, ratePercent: number, interState: boolean): GstInAmount {
  const rateHundredths = Math.round(ratePercent * 100);
  const taxablePaise = mulDivRound(amountPaise, 10_000, 10_000 + rateHundredths);
  return { taxablePaise, ...splitTax(amountPaise - taxablePaise, interState), totalPaise: amountPaise };
}

/**
 * The share of vouchers' GST a refund of `refundPaise` reverses (Rule 51): each figure in the
 * proportion of the refund to the vouchers' total, the tax split as the vouchers were.
 */
export function gstReversed(refundPaise: number, vouchers: GstInAmount): GstInAmount {
  if (vouchers.totalPaise <= 0)
    return { taxablePaise: refundPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: refundPaise };
  const taxablePaise = mulDivRound(refundPaise, vouchers.taxablePaise, vouchers.totalPaise);
  const taxPaise = refundPaise - taxablePaise;
  return { taxablePaise, ...splitTax(taxPaise, vouchers.igstPaise > 0), totalPaise: refundPaise };
}
