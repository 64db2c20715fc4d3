import type { InvoiceData, TaxLine } from './invoice-data';

/** Everything a credit note PDF shows (CGST Rule 53), in either language. Money in integer paise. */
export interface CreditNoteData {
  number: string;
  date: Date;
  orderRef: string;
  supplier: InvoiceData['supplier'];
  /** The tax invoice it is issued against. */
  invoice: { number: string; date: Date };
  recipient: { name: string; gstin: string | null; address: string | null };
  placeOfSupply: InvoiceData['placeOfSupply'];
  sacCode: string;
  /** The service, in the credit note's language. */
  description: string;
  reason: string;
  taxablePaise: number;
  /** CGST + SGST or IGST, as the invoice was split. */
  taxes: TaxLine[];
  totalPaise: number;
}
