import { toRupees } from '@karigar/domain/money';
import type { QuotationStats } from '@karigar/domain/quotation-answer';
import type { DbOrTx } from '../../db/client';
import { quotationTotals } from './quotations.repository';

/** Counts per status, the share accepted (percent, 2 decimals) and the value quoted and accepted. */
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
    conversionRate: totals.total ? Math.round((totals.accepted * 10_000) / totals.total) / 100 : 0,
    quotedValue: toRupees(totals.quotedPaise),
    acceptedValue: toRupees(totals.acceptedPaise),
  };
}
