import type { Gstr1Answer } from '@karigar/domain/gst-report';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { advancesAdjusted, advancesReceived } from './advance-sections';
import { periodBounds } from './gst-period';
import { advancesAdjustedIn, documentsIssuedIn, invoicesIssuedIn } from './gst-report.repository';
import { outwardSections } from './outward-sections';
import { documentsIssued, hsnSummary, outwardTaxableSupplies, sectionTotals } from './summary-sections';

/**
 * GSTR-1 for the month (India time), with GSTR-3B table 3.1(a): read in one snapshot, so every
 * section counts the same documents. A workshop without a GSTIN files no return (409).
 */
export async function buildGstr1(
  deps: { db: Db; config: Pick<Config, 'business'> },
  period: string,
): Promise<Gstr1Answer> {
  const { gstin, stateCode } = deps.config.business;
  if (!gstin) throw conflict('GST_NOT_REGISTERED');
  const bounds = periodBounds(period);
  const { invoices, documents, adjusted } = await deps.db.transaction(
    async (tx) => ({
      invoices: await invoicesIssuedIn(tx, bounds),
      documents: await documentsIssuedIn(tx, bounds),
      adjusted: await advancesAdjustedIn(tx, bounds),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const creditNotes = documents.filter((document) => document.kind === 'credit-note' && document.cancelledAt === null);
  const at = advancesReceived(documents, bounds);
  const atadj = advancesAdjusted(adjusted);
  const sections = {
    ...outwardSections(invoices, creditNotes, stateCode),
    at,
    atadj,
    hsn: hsnSummary(invoices, creditNotes, stateCode),
  };
  return {
    period,
    gstin,
    ...sections,
    docs: documentsIssued(invoices, documents),
    totals: sectionTotals(sections),
    gstr3b: outwardTaxableSupplies(invoices, creditNotes, at, atadj, stateCode),
  };
}
