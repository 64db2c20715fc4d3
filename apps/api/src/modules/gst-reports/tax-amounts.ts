import type { TaxAmounts } from '@karigar/domain/gst-report';
import { splitGst } from '../invoices/split-gst';
import type { DocumentRow, InvoiceRow } from './gst-report.repository';

export const noTax: TaxAmounts = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 };

/** a + sign × b, field by field. */
export function addAmounts(a: TaxAmounts, b: TaxAmounts, sign: 1 | -1 = 1): TaxAmounts {
  return {
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
    cessPaise: a.cessPaise + sign * b.cessPaise,
  };
}

/** The invoice's place of supply: its own, or the workshop's state. */
export const invoicePlace = (invoice: InvoiceRow, stateCode: string): string => invoice.placeOfSupply ?? stateCode;

/** An invoice's taxable value and GST, split into CGST + SGST or IGST by its place of supply. */
export function invoiceAmounts(invoice: InvoiceRow, stateCode: string): TaxAmounts {
  const lines = splitGst({
    taxPaise: invoice.taxPaise,
    ratePercent: invoice.taxRate,
    supplierStateCode: stateCode,
    placeOfSupplyStateCode: invoicePlace(invoice, stateCode),
  });
  const tax = (name: string) => lines.find((line) => line.name === name)?.amountPaise ?? 0;
  return {
    taxablePaise: invoice.taxablePaise,
    igstPaise: tax('IGST'),
    cgstPaise: tax('CGST'),
    sgstPaise: tax('SGST'),
    cessPaise: 0,
  };
}

/** A voucher's or credit note's amounts as it was issued with them. */
export function documentAmounts(document: DocumentRow): TaxAmounts {
  return {
    taxablePaise: document.taxablePaise,
    igstPaise: document.igstPaise,
    cgstPaise: document.cgstPaise,
    sgstPaise: document.sgstPaise,
    cessPaise: 0,
  };
}

/** Amounts to add (sign 1) or take off (sign -1) at a place of supply and rate. */
export interface PlaceAndRateEntry {
  placeOfSupply: string;
  rate: number;
  amounts: TaxAmounts;
  sign: 1 | -1;
}

export interface Grouped {
  placeOfSupply: string;
  rate: number;
}

/**
 * Sums amounts by place of supply and rate (each entry added or, with sign -1, taken off), in
 * the order of state code then rate; groups that net to nothing are left out.
 */
export function sumByPlaceAndRate(entries: PlaceAndRateEntry[]): (Grouped & TaxAmounts)[] {
  const groups = new Map<string, Grouped & TaxAmounts>();
  for (const { placeOfSupply, rate, amounts, sign } of entries) {
    const key = `${placeOfSupply}|${rate}`;
    const sum = groups.get(key) ?? { placeOfSupply, rate, ...noTax };
    groups.set(key, { placeOfSupply, rate, ...addAmounts(sum, amounts, sign) });
  }
  return [...groups.values()]
    .filter((group) => Object.values(addAmounts(group, noTax)).some((value) => value !== 0))
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
}
