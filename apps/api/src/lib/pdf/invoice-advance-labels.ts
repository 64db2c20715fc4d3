import type { InvoiceLanguage } from '@karigar/domain/invoice';

/** The texts of an invoice's adjusted advances (receipt vouchers), in English and Marathi. */
export interface InvoiceAdvanceLabels {
  advancesAdjusted: string;
  receiptVoucher: string;
  taxPaid: string;
  taxOnAdvances: string;
  advancesReceived: string;
  balancePayable: string;
}

export const invoiceAdvanceLabels: Record<InvoiceLanguage, InvoiceAdvanceLabels> = {
  en: {
    advancesAdjusted: 'Advances adjusted (receipt vouchers)',
    receiptVoucher: 'Receipt voucher',
    taxPaid: 'tax paid',
    taxOnAdvances: 'GST already paid on advances (adjusted)',
    advancesReceived: 'Less advances received',
    balancePayable: 'Balance payable',
  },
  mr: {
    advancesAdjusted: 'समायोजित आगाऊ रक्कम (पावती व्हाउचर)',
    receiptVoucher: 'पावती व्हाउचर',
    taxPaid: 'भरलेला कर',
    taxOnAdvances: 'आगाऊ रकमेवर आधीच भरलेला जीएसटी (समायोजित)',
    advancesReceived: 'वजा मिळालेली आगाऊ रक्कम',
    balancePayable: 'देय बाकी रक्कम',
  },
};
