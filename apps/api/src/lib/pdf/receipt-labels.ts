import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { invoiceLabels, type InvoiceLabels } from './invoice-labels';

/** The receipt's own texts, beside the invoice's (supplier, order, dates) it shares. */
interface ReceiptOnlyLabels {
  receipt: string;
  receiptNumber: string;
  receivedFrom: string;
  service: string;
  method: string;
  reference: string;
  amountReceived: string;
  orderTotal: string;
  receivedSoFar: string;
  balanceDue: string;
  sandboxNote: string;
  computerGenerated: string;
}

export type ReceiptLabels = InvoiceLabels & ReceiptOnlyLabels;

const receiptOnly: Record<InvoiceLanguage, ReceiptOnlyLabels> = {
  en: {
    receipt: 'Payment Receipt',
    receiptNumber: 'Receipt No.',
    receivedFrom: 'Received from',
    service: 'For',
    method: 'Paid by',
    reference: 'Reference',
    amountReceived: 'Amount received',
    orderTotal: 'Order total',
    receivedSoFar: 'Received so far',
    balanceDue: 'Balance due',
    sandboxNote: 'This payment was made in the sandbox: no money was received.',
    computerGenerated: 'This is a computer-generated receipt and needs no signature.',
  },
  mr: {
    receipt: 'पेमेंट पावती',
    receiptNumber: 'पावती क्रमांक',
    receivedFrom: 'यांच्याकडून मिळाले',
    service: 'कशासाठी',
    method: 'पेमेंटची पद्धत',
    reference: 'संदर्भ',
    amountReceived: 'मिळालेली रक्कम',
    orderTotal: 'ऑर्डरची एकूण रक्कम',
    receivedSoFar: 'आतापर्यंत मिळाले',
    balanceDue: 'बाकी रक्कम',
    sandboxNote: 'हे पेमेंट सँडबॉक्समध्ये झाले: कोणतीही रक्कम मिळालेली नाही.',
    computerGenerated: 'ही संगणकाद्वारे तयार केलेली पावती आहे; यावर स्वाक्षरीची आवश्यकता नाही.',
  },
};

/** Every text a receipt prints besides the data, in English and Marathi. */
export const receiptLabels: Record<InvoiceLanguage, ReceiptLabels> = {
  en: { ...invoiceLabels.en, ...receiptOnly.en },
  mr: { ...invoiceLabels.mr, ...receiptOnly.mr },
};
