import { E_INVOICE_THRESHOLD_PAISE, E_INVOICE_WARNING_SHARE } from '@karigar/domain/gst-report';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { financialYear } from '../invoices/invoice-number';
import { financialYearStart } from './gst-period';
import { invoicedTaxableSince } from './gst-report.repository';

/**
 * The start-up line saying that this financial year's turnover (the taxable value invoiced since
 * 1 April) has reached 80 % of the e-invoicing threshold; undefined below it, or without a GSTIN.
 */
export async function einvoiceWarning(
  db: DbOrTx,
  config: Pick<Config, 'business'>,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (!config.business.gstin) return undefined;
  const turnover = await invoicedTaxableSince(db, financialYearStart(now));
  if (turnover < E_INVOICE_THRESHOLD_PAISE * E_INVOICE_WARNING_SHARE) return undefined;
  const share = Math.floor((turnover * 100) / E_INVOICE_THRESHOLD_PAISE);
  return (
    `E-invoicing: turnover invoiced in ${financialYear(now)} is ${formatInr(toRupees(turnover))}, ${share} % of ` +
    `the ${formatInr(toRupees(E_INVOICE_THRESHOLD_PAISE))} threshold; above it, B2B invoices need an IRN from the next financial year.`
  );
}
