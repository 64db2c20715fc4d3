import { splitGst } from '../invoices/split-gst';

export interface CreditedInvoice {
  /** The invoice's taxable value, GST and total (paise). */
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
  ratePercent: number;
  supplierStateCode: string;
  placeOfSupplyStateCode: string;
}

export interface CreditNoteAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** The part of the invoice that `creditedPaise` of its total reverses, taxable value and GST split as the invoice's. */
function reversedUpTo(invoice: CreditedInvoice, creditedPaise: number): CreditNoteAmounts {
  const taxablePaise =
    creditedPaise === invoice.totalPaise
      ? invoice.taxablePaise
      : Math.round((invoice.taxablePaise * creditedPaise) / invoice.totalPaise);
  const taxes = splitGst({
    taxPaise: creditedPaise - taxablePaise,
    ratePercent: invoice.ratePercent,
    supplierStateCode: invoice.supplierStateCode,
    placeOfSupplyStateCode: invoice.placeOfSupplyStateCode,
  });
  const part = (name: 'CGST' | 'SGST' | 'IGST') => taxes.find((line) => line.name === name)?.amountPaise ?? 0;
  return {
    taxablePaise,
    cgstPaise: part('CGST'),
    sgstPaise: part('SGST'),
    igstPaise: part('IGST'),
    totalPaise: creditedPaise,
  };
}

/**
 * What a credit note of `amountPaise` (GST included) reverses of an invoice of which
 * `alreadyCreditedPaise` was credited before: the taxable value and GST in the invoice's proportion,
 * split as the invoice was (CGST + SGST, or IGST). Worked out as the difference of what is reversed
 * after and before it, so that the credit notes of a fully credited invoice add up to the invoice's
 * own figures to the paisa, however it was cut.
 */
export function creditNoteAmounts(
  invoice: CreditedInvoice,
  alreadyCreditedPaise: number,
  amountPaise: number,
): CreditNoteAmounts {
  const before = reversedUpTo(invoice, alreadyCreditedPaise);
  const after = reversedUpTo(invoice, alreadyCreditedPaise + amountPaise);
  return {
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    totalPaise: amountPaise,
  };
}
