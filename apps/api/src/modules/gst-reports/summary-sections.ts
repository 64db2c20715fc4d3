import {
  gstr1AmountSections,
  type AdvanceRow,
  type DocsRow,
  type Gstr1AmountSection,
  type GstDocumentSeries,
  type HsnRow,
  type TaxAmounts,
} from '@karigar/domain/gst-report';
import type { TaxDocumentKind } from '@karigar/domain/ledger';
import type { DocumentRow, InvoiceRow } from './gst-report.repository';
import { addAmounts, documentAmounts, invoiceAmounts, noTax } from './tax-amounts';

/** SAC codes (services) start with 99: the portal takes them with UQC 'NA' and no quantity. */
const isService = (sac: string) => sac.startsWith('99');

/** hsn: the month's invoices less its credit notes, by SAC and rate. */
export function hsnSummary(invoices: InvoiceRow[], creditNotes: DocumentRow[], stateCode: string): HsnRow[] {
  const groups = new Map<string, HsnRow>();
  const add = (sac: string, rate: number, amounts: TaxAmounts, quantity: number, sign: 1 | -1) => {
    const key = `${sac}|${rate}`;
    const row = groups.get(key) ?? {
      sac,
      rate,
      uqc: isService(sac) ? 'NA' : 'OTH',
      quantity: 0,
      totalValuePaise: 0,
      ...noTax,
    };
    const sum = addAmounts(row, amounts, sign);
    groups.set(key, {
      ...row,
      ...sum,
      quantity: isService(sac) ? 0 : row.quantity + sign * quantity,
      totalValuePaise: sum.taxablePaise + sum.igstPaise + sum.cgstPaise + sum.sgstPaise + sum.cessPaise,
    });
  };
  for (const invoice of invoices)
    add(invoice.sacCode, invoice.taxRate, invoiceAmounts(invoice, stateCode), invoice.quantity, 1);
  for (const note of creditNotes) add(note.sacCode, note.taxRate, documentAmounts(note), 0, -1);
  return [...groups.values()].sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate);
}

const seriesOfKind: Record<TaxDocumentKind, GstDocumentSeries> = {
  'receipt-voucher': 'receipt-vouchers',
  'refund-voucher': 'refund-vouchers',
  'credit-note': 'credit-notes',
};

/** The sequence at the end of a number ('CN/2026-27/0012' → 12): a month never spans two financial years. */
const sequence = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1));

/** docs: each series' first and last number of the month, how many were issued and how many cancelled. */
export function documentsIssued(invoices: InvoiceRow[], documents: DocumentRow[]): DocsRow[] {
  const numbers = new Map<GstDocumentSeries, { number: string; cancelled: boolean }[]>();
  const add = (series: GstDocumentSeries, number: string, cancelled: boolean) =>
    numbers.set(series, [...(numbers.get(series) ?? []), { number, cancelled }]);
  for (const invoice of invoices) add('invoices', invoice.invoiceNumber, false);
  for (const document of documents) add(seriesOfKind[document.kind], document.number, document.cancelledAt !== null);
  const order: GstDocumentSeries[] = ['invoices', 'credit-notes', 'receipt-vouchers', 'refund-vouchers'];
  return order.flatMap((series) => {
    const issued = [...(numbers.get(series) ?? [])].sort((a, b) => sequence(a.number) - sequence(b.number));
    if (issued.length === 0) return [];
    return [
      {
        series,
        from: issued[0]!.number,
        to: issued.at(-1)!.number,
        total: issued.length,
        cancelled: issued.filter((document) => document.cancelled).length,
      },
    ];
  });
}

const sum = (rows: TaxAmounts[]) => rows.reduce<TaxAmounts>((total, row) => addAmounts(total, row), noTax);

/** Each section's rows summed (a section's own amounts, not the return's: b2cs is already net of its notes). */
export function sectionTotals(
  sections: Record<Gstr1AmountSection, TaxAmounts[]>,
): Record<Gstr1AmountSection, TaxAmounts> {
  return Object.fromEntries(gstr1AmountSections.map((section) => [section, sum(sections[section])])) as Record<
    Gstr1AmountSection,
    TaxAmounts
  >;
}

/**
 * GSTR-3B 3.1(a): the month's invoices less its credit notes, plus advances received (at) less
 * advances adjusted (atadj).
 */
export function outwardTaxableSupplies(
  invoices: InvoiceRow[],
  creditNotes: DocumentRow[],
  at: AdvanceRow[],
  atadj: AdvanceRow[],
  stateCode: string,
): TaxAmounts {
  const invoiced = sum(invoices.map((invoice) => invoiceAmounts(invoice, stateCode)));
  const credited = sum(creditNotes.map(documentAmounts));
  return addAmounts(addAmounts(addAmounts(invoiced, credited, -1), sum(at)), sum(atadj), -1);
}
