import type { AdvanceRow } from '@karigar/domain/gst-report';
import type { DocumentRow } from './gst-report.repository';
import type { PeriodBounds } from './gst-period';
import { documentAmounts, sumByPlaceAndRate, type PlaceAndRateEntry } from './tax-amounts';

const live = (document: DocumentRow) => document.cancelledAt === null;

/**
 * at: the advances received in the month (receipt vouchers) that no invoice of the same month
 * adjusted, less the month's refund vouchers, by place of supply and rate.
 */
export function advancesReceived(documents: DocumentRow[], { end }: PeriodBounds): AdvanceRow[] {
  const entries = documents.filter(live).flatMap((document): PlaceAndRateEntry[] => {
    const entry = { placeOfSupply: document.placeOfSupply, rate: document.taxRate, amounts: documentAmounts(document) };
    if (document.kind === 'refund-voucher') return [{ ...entry, sign: -1 }];
    const adjustedThisMonth = document.adjustedAt !== null && document.adjustedAt < end;
    return document.kind === 'receipt-voucher' && !adjustedThisMonth ? [{ ...entry, sign: 1 }] : [];
  });
  return sumByPlaceAndRate(entries);
}

/** atadj: advances of earlier months that this month's invoices adjusted, by place of supply and rate. */
export function advancesAdjusted(adjusted: DocumentRow[]): AdvanceRow[] {
  return sumByPlaceAndRate(
    adjusted.filter(live).map((document) => ({
      placeOfSupply: document.placeOfSupply,
      rate: document.taxRate,
      amounts: documentAmounts(document),
      sign: 1 as const,
    })),
  );
}
