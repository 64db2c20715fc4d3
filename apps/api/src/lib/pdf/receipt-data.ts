import type { InvoiceData } from './invoice-data';

/** Everything a payment receipt shows, in either language. Money in integer paise. */
export interface ReceiptData {
  /** The receipt number (`R-3F1C2A4E`, see receiptNumber). */
  number: string;
  orderRef: string;
  supplier: InvoiceData['supplier'];
  customerName: string;
  /** The service's name in the receipt's language. */
  service: string;
  paidAt: Date;
  /** How it was paid, in the receipt's language (cash, UPI to the shop, online…). */
  method: string;
  /** A recorded payment's reference (a cheque or UTR number), or the gateway's payment id. */
  reference: string | null;
  amountPaise: number;
  orderTotalPaise: number;
  /** Everything received for the order so far (this payment included, voided ones not). */
  receivedPaise: number;
  duePaise: number;
  /** Paid through the sandbox: no money moved. */
  sandbox: boolean;
}
