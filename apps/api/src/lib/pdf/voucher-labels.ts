import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { invoiceLabels, type InvoiceLabels } from './invoice-labels';

/** The vouchers' own texts, beside the invoice's (supplier, GSTIN, SAC, taxable value) they share. */
interface VoucherOnlyLabels {
  receiptVoucher: string;
  refundVoucher: string;
  voucherNumber: string;
  recipient: string;
  recipientGstin: string;
  advanceReceived: string;
  advanceRefunded: string;
  gstRate: string;
  totalTax: string;
  againstReceiptVouchers: string;
  reason: string;
  receiptNote: string;
  refundNote: string;
  signatureFor: (supplier: string) => string;
  authorisedSignatory: string;
}

export type VoucherLabels = InvoiceLabels & VoucherOnlyLabels;

const voucherOnly: Record<InvoiceLanguage, VoucherOnlyLabels> = {
  en: {
    receiptVoucher: 'Receipt Voucher',
    refundVoucher: 'Refund Voucher',
    voucherNumber: 'Voucher No.',
    recipient: 'Received from',
    recipientGstin: 'Recipient GSTIN',
    advanceReceived: 'Advance received',
    advanceRefunded: 'Advance refunded',
    gstRate: 'GST rate',
    totalTax: 'Total tax',
    againstReceiptVouchers: 'Against receipt voucher(s)',
    reason: 'Reason',
    receiptNote: 'GST on this advance is paid now and adjusted against the tax invoice for the service.',
    refundNote: 'The service was not supplied and no tax invoice was issued for it; the tax shown is reversed.',
    signatureFor: (supplier) => `For ${supplier}`,
    authorisedSignatory: 'Authorised signatory',
  },
  mr: {
    receiptVoucher: 'पावती व्हाउचर',
    refundVoucher: 'परतावा व्हाउचर',
    voucherNumber: 'व्हाउचर क्रमांक',
    recipient: 'यांच्याकडून मिळाले',
    recipientGstin: 'प्राप्तकर्त्याचा GSTIN',
    advanceReceived: 'मिळालेली आगाऊ रक्कम',
    advanceRefunded: 'परत केलेली आगाऊ रक्कम',
    gstRate: 'जीएसटी दर',
    totalTax: 'एकूण कर',
    againstReceiptVouchers: 'संबंधित पावती व्हाउचर',
    reason: 'कारण',
    receiptNote: 'या आगाऊ रकमेवरील जीएसटी आता भरला जातो आणि सेवेच्या कर बीजकात समायोजित केला जातो.',
    refundNote: 'सेवा दिली गेली नाही आणि तिचे कर बीजक दिले गेले नाही; दाखवलेला कर उलट केला आहे.',
    signatureFor: (supplier) => `${supplier} करिता`,
    authorisedSignatory: 'अधिकृत स्वाक्षरीकर्ता',
  },
};

/** Every text a voucher prints besides the data, in English and Marathi. */
export const voucherLabels: Record<InvoiceLanguage, VoucherLabels> = {
  en: { ...invoiceLabels.en, ...voucherOnly.en },
  mr: { ...invoiceLabels.mr, ...voucherOnly.mr },
};
