import { toRupees } from '@karigar/domain/money';
import type { QuotationStats } from '@karigar/domain/quotation-answer';
import type { DbOrTx } from '../../db/client';
import { quotationTotals } from './quotations.repository';

const percent = (part: number, whole: number) => (whole ? Math.round((part * 10_000) / whole) / 100 : 0);

/**
 * Counts per status, the share accepted (percent, 2 decimals), the value quoted and accepted, how many
 * wait for the workshop and the last 30 days' conversion into orders.
 */
export async function getQuotationStats(db: DbOrTx): Promise<QuotationStats> {
  const totals = await quotationTotals(db);
  return {
    total: totals.total,
    byStatus: {
      Pending: totals.pending,
      Accepted: totals.accepted,
      Rejected: totals.rejected,
      Revised: totals.revised,
    },
    conversionRate: percent(totals.accepted, totals.total),
    quotedValue: toRupees(totals.quotedPaise),
    acceptedValue: toRupees(totals.acceptedPaise),
    awaitingWorkshop: totals.awaitingWorkshop,
    last30Days: {
      requested: totals.requestedLast30Days,
      converted: totals.convertedLast30Days,
      conversionRate: percent(totals.convertedLast30Days, totals.requestedLast30Days),
    },
  };
}
