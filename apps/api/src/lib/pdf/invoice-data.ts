/** Everything an invoice PDF shows, in either language. Money in integer paise. */
export interface InvoiceData {
  /**
   * 'tax' once the order is paid or an invoice number was issued; 'proforma' before; 'sandbox' when
   * it was paid through the sandbox (no money moved), which is never a tax invoice; 'invoice' when
   * the workshop has no GSTIN (`supplier.gstin` unset): a plain invoice without GST, referred to by
   * the order's reference.
   */
  kind: 'tax' | 'proforma' | 'sandbox' | 'invoice';
  /** The GST invoice number (INV/2026-27/0001); null on any other invoice. */
  number: string | null;
  /** The invoice date: when the number was issued, or today for a proforma invoice. */
  date: Date;
  /** The order's short reference (first 8 hex of its id, upper-case). */
  orderRef: string;
  supplier: {
    name: string;
    address: string;
    /** Unset: the workshop is not registered under GST, so nothing on the invoice speaks of GST. */
    gstin: string | undefined;
    state: string;
    stateCode: string;
    phone: string | undefined;
    email: string | undefined;
  };
  placeOfSupply: { state: string; stateCode: string };
  /** `gstin`: a registered recipient's (a B2B invoice), null for an unregistered one. */
  customer: { name: string; email: string; phone: string | null; address: string | null; gstin: string | null };
  line: {
    /** The service's name in the invoice's language. */
    description: string;
    /** What the customer asked for (the order's details); '' when nothing was written. */
    details: string;
    /** The changes the customer asked for ('' when none), printed under a label. */
    modification: string;
    sacCode: string;
    quantity: number;
    /** What the quantity counts, in the invoice's language ('sq ft', 'नग'). */
    unit: string;
    ratePaise: number;
    discountPaise: number;
    taxablePaise: number;
    /** The rate already includes GST (the taxable value was worked back from it). */
    taxIncluded: boolean;
  };
  /** Empty without a GSTIN. */
  taxes: TaxLine[];
  totalPaise: number;
  /** Unpaid: what was received so far (part payments, less voided ones) and what is still due. */
  payment:
    | { status: 'paid'; paidAt: Date; transactionId: string | null }
    | { status: 'unpaid'; paidPaise: number; duePaise: number };
  /** Every payment received for the order (voided ones left out), oldest first. */
  received: InvoicePayment[];
  /** The receipt vouchers of advances the invoice adjusts (a registered workshop's), oldest first. */
  advances: InvoiceAdvance[];
  /** A UPI payment request for the amount due, shown as a QR code while the order is unpaid. */
  upi: { id: string; uri: string } | null;
}

/** One payment received: its date, how it was paid (in the invoice's language), its receipt and amount. */
export interface InvoicePayment {
  paidAt: Date;
  method: string;
  receipt: string;
  amountPaise: number;
}

/** An advance received before the invoice: its receipt voucher, amount and the GST paid on it then. */
export interface InvoiceAdvance {
  number: string;
  issuedAt: Date;
  amountPaise: number;
  taxPaise: number;
}

/** One GST component: CGST and SGST (same state) or IGST (another state). */
export interface TaxLine {
  name: 'CGST' | 'SGST' | 'IGST';
  ratePercent: number;
  amountPaise: number;
}
