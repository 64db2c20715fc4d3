import { taxDocumentPrefixes, type TaxDocumentKind } from '@karigar/domain/ledger';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentCounters } from '../../db/schema/document-counters';
import { financialYear } from '../invoices/invoice-number';

export interface DocumentNumber {
  number: string;
  financialYear: string;
}

/**
 * The next number of a document series in the financial year `at` falls in ('CN/2026-27/0001'):
 * consecutive, from a counter row the caller's transaction locks, so numbers never repeat or skip
 * (GST Rule 46 allows 16 characters: four digits, widening past the 9,999th of a year).
 */
export async function nextDocumentNumber(tx: DbOrTx, kind: TaxDocumentKind, at: Date): Promise<DocumentNumber> {
  const year = financialYear(at);
  const series = taxDocumentPrefixes[kind];
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return { number: `${series}/${year}/${String(counter!.lastNumber).padStart(4, '0')}`, financialYear: year };
}
