import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { invoiceLabels, type InvoiceLabels } from './invoice-labels';

/** The credit note's own texts, beside the invoice's (supplier, GSTIN, place of supply) it shares. */
interface CreditNoteOnlyLabels {
  creditNote: string;
  creditNoteNumber: string;
  originalInvoice: string;
  originalInvoiceDate: string;
  recipient: string;
  reason: string;
  creditedTaxable: string;
  totalCredited: string;
  note: string;
  computerGenerated: string;
}

export type CreditNoteLabels = InvoiceLabels & CreditNoteOnlyLabels;

const creditNoteOnly: Record<InvoiceLanguage, CreditNoteOnlyLabels> = {
  en: {
    creditNote: 'Credit Note',
    creditNoteNumber: 'Credit note No.',
    originalInvoice: 'Original invoice',
    originalInvoiceDate: 'Invoice date',
    recipient: 'Recipient',
    reason: 'Reason',
    creditedTaxable: 'Taxable value credited',
    totalCredited: 'Total credited',
    note: 'Issued under section 34 of the CGST Act: the tax above is reversed from the original invoice.',
    computerGenerated: 'This is a computer-generated credit note and needs no signature.',
  },
  mr: {
    creditNote: 'क्रेडिट नोट',
    creditNoteNumber: 'क्रेडिट नोट क्रमांक',
    originalInvoice: 'मूळ बीजक',
    originalInvoiceDate: 'बीजक दिनांक',
    recipient: 'प्राप्तकर्ता',
    reason: 'कारण',
    creditedTaxable: 'क्रेडिट केलेले करपात्र मूल्य',
    totalCredited: 'एकूण क्रेडिट',
    note: 'CGST कायद्याच्या कलम 34 नुसार दिलेली: वरील कर मूळ बीजकातून कमी केला आहे.',
    computerGenerated: 'ही संगणकाद्वारे तयार केलेली क्रेडिट नोट आहे; यावर स्वाक्षरीची आवश्यकता नाही.',
  },
};

export const creditNoteLabels: Record<InvoiceLanguage, CreditNoteLabels> = {
  en: { ...invoiceLabels.en, ...creditNoteOnly.en },
  mr: { ...invoiceLabels.mr, ...creditNoteOnly.mr },
};
