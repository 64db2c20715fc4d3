import {
  B2CL_INVOICE_LIMIT_PAISE,
  type B2bRow,
  type B2clRow,
  type B2csRow,
  type CdnrRow,
  type CdnurRow,
} from '@karigar/domain/gst-report';
import type { DocumentRow, InvoiceRow } from './gst-report.repository';
import { indiaDay } from './gst-period';
import {
  documentAmounts,
  invoiceAmounts,
  invoicePlace,
  sumByPlaceAndRate,
  type PlaceAndRateEntry,
} from './tax-amounts';

export interface OutwardSections {
  b2b: B2bRow[];
  b2cl: B2clRow[];
  b2cs: B2csRow[];
  cdnr: CdnrRow[];
  cdnur: CdnurRow[];
}

/** A large supply to an unregistered recipient in another state: reported invoice by invoice. */
const isLargeInterState = (placeOfSupply: string, valuePaise: number | null, stateCode: string) =>
  placeOfSupply !== stateCode && valuePaise !== null && valuePaise > B2CL_INVOICE_LIMIT_PAISE;

/**
 * The month's invoices and credit notes (issued, not cancelled) by section: to a GSTIN, b2b and
 * cdnr one by one; to anyone else in another state above the b2cl limit, b2cl and cdnur one by
 * one; the rest of B2C summed by place of supply and rate in b2cs, less its credit notes.
 */
export function outwardSections(
  invoices: InvoiceRow[],
  creditNotes: DocumentRow[],
  stateCode: string,
): OutwardSections {
  const sections: OutwardSections = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] };
  const small: PlaceAndRateEntry[] = [];
  for (const invoice of invoices) {
    const placeOfSupply = invoicePlace(invoice, stateCode);
    const amounts = invoiceAmounts(invoice, stateCode);
    const common = {
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: indiaDay(invoice.issuedAt),
      invoiceValuePaise: invoice.totalPaise,
      placeOfSupply,
      rate: invoice.taxRate,
      ...amounts,
    };
    if (invoice.customerGstin) {
      sections.b2b.push({
        recipientGstin: invoice.customerGstin,
        recipientName: invoice.customerName,
        reverseCharge: 'N',
        invoiceType: 'Regular',
        ...common,
      });
    } else if (isLargeInterState(placeOfSupply, invoice.totalPaise, stateCode)) {
      sections.b2cl.push(common);
    } else {
      small.push({ placeOfSupply, rate: invoice.taxRate, amounts, sign: 1 });
    }
  }
  for (const note of creditNotes) {
    const amounts = documentAmounts(note);
    const common = {
      noteNumber: note.number,
      noteDate: indiaDay(note.issuedAt),
      noteType: 'C' as const,
      originalInvoiceNumber: note.invoiceNumber,
      noteValuePaise: note.totalPaise,
      placeOfSupply: note.placeOfSupply,
      rate: note.taxRate,
      ...amounts,
    };
    if (note.recipientGstin) {
      sections.cdnr.push({
        recipientGstin: note.recipientGstin,
        recipientName: note.recipientName,
        reverseCharge: 'N',
        noteSupplyType: 'Regular',
        ...common,
      });
    } else if (isLargeInterState(note.placeOfSupply, note.originalInvoiceValuePaise, stateCode)) {
      sections.cdnur.push({ urType: 'B2CL', ...common });
    } else {
      small.push({ placeOfSupply: note.placeOfSupply, rate: note.taxRate, amounts, sign: -1 });
    }
  }
  sections.b2cs = sumByPlaceAndRate(small).map((group) => ({ type: 'OE', ...group }));
  return sections;
}
