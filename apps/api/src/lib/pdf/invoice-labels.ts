import { GST_UNREGISTERED_NOTICE, type InvoiceLanguage } from '@karigar/domain/invoice';
import { SANDBOX_PAYMENT_NOTICE } from '@karigar/domain/payment';

export interface InvoiceLabels {
  taxInvoice: string;
  /** The title of a workshop's invoice without a GSTIN: never a tax invoice. */
  invoice: string;
  proformaInvoice: string;
  sandboxInvoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  date: string;
  order: string;
  placeOfSupply: string;
  gstin: string;
  gstUnregistered: string;
  state: string;
  stateCode: string;
  phone: string;
  email: string;
  billTo: string;
  serialNumber: string;
  description: string;
  modifications: string;
  sac: string;
  quantity: string;
  rate: string;
  discount: string;
  taxableValue: string;
  amount: string;
  total: string;
  amountInWords: string;
  paymentStatus: string;
  paidOn: (date: string) => string;
  sandboxPaidOn: (date: string) => string;
  transactionId: string;
  unpaid: string;
  amountPaid: string;
  amountDue: string;
  paymentsReceived: string;
  receipt: string;
  scanToPay: (amount: string) => string;
  upiId: string;
  taxIncluded: string;
  proformaNote: string;
  sandboxNote: string;
  computerGenerated: string;
}

/** Every text an invoice prints besides the data, in English and Marathi. */
export const invoiceLabels: Record<InvoiceLanguage, InvoiceLabels> = {
  en: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Invoice',
    proformaInvoice: 'Proforma Invoice',
    sandboxInvoice: SANDBOX_PAYMENT_NOTICE,
    invoiceNumber: 'Invoice No.',
    invoiceDate: 'Invoice date',
    date: 'Date',
    order: 'Order',
    placeOfSupply: 'Place of supply',
    gstin: 'GSTIN',
    gstUnregistered: GST_UNREGISTERED_NOTICE,
    state: 'State',
    stateCode: 'Code',
    phone: 'Phone',
    email: 'Email',
    billTo: 'Bill to',
    serialNumber: '#',
    description: 'Description',
    modifications: 'Modifications',
    sac: 'SAC',
    quantity: 'Qty',
    rate: 'Rate',
    discount: 'Discount',
    taxableValue: 'Taxable value',
    amount: 'Amount',
    total: 'Total',
    amountInWords: 'Amount in words',
    paymentStatus: 'Payment status',
    paidOn: (date) => `Paid on ${date}`,
    sandboxPaidOn: (date) => `Sandbox payment on ${date}: no money was received`,
    transactionId: 'Transaction ID',
    unpaid: 'Unpaid',
    amountPaid: 'Amount paid',
    amountDue: 'Amount due',
    paymentsReceived: 'Payments received',
    receipt: 'Receipt',
    scanToPay: (amount) => `Scan to pay ${amount} with any UPI app`,
    upiId: 'UPI ID',
    taxIncluded: 'The rate includes GST.',
    proformaNote: 'This is not a tax invoice. The tax invoice is issued once the payment is received.',
    sandboxNote: 'This order was paid in the sandbox: no money was received, and this is not a tax invoice.',
    computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  },
  mr: {
    taxInvoice: 'कर बीजक',
    invoice: 'बीजक',
    proformaInvoice: 'प्रोफॉर्मा बीजक',
    sandboxInvoice: 'सँडबॉक्स — हे खरे देयक नाही',
    invoiceNumber: 'बीजक क्रमांक',
    invoiceDate: 'बीजक दिनांक',
    date: 'दिनांक',
    order: 'ऑर्डर',
    placeOfSupply: 'पुरवठ्याचे ठिकाण',
    gstin: 'GSTIN',
    gstUnregistered: 'पुरवठादार जीएसटी अंतर्गत नोंदणीकृत नाही — BUSINESS_GSTIN सेट करा',
    state: 'राज्य',
    stateCode: 'कोड',
    phone: 'फोन',
    email: 'ईमेल',
    billTo: 'ग्राहक',
    serialNumber: '#',
    description: 'तपशील',
    modifications: 'बदल',
    sac: 'SAC',
    quantity: 'नग',
    rate: 'दर',
    discount: 'सूट',
    taxableValue: 'करपात्र मूल्य',
    amount: 'रक्कम',
    total: 'एकूण',
    amountInWords: 'अक्षरी रक्कम',
    paymentStatus: 'देयकाची स्थिती',
    paidOn: (date) => `${date} रोजी भरले`,
    sandboxPaidOn: (date) => `${date} रोजी सँडबॉक्समधील देयक: कोणतीही रक्कम मिळालेली नाही`,
    transactionId: 'व्यवहार क्रमांक',
    unpaid: 'बाकी',
    amountPaid: 'भरलेली रक्कम',
    amountDue: 'बाकी रक्कम',
    paymentsReceived: 'मिळालेली पेमेंट्स',
    receipt: 'पावती',
    scanToPay: (amount) => `कोणत्याही UPI ॲपने स्कॅन करून ${amount} भरा`,
    upiId: 'UPI आयडी',
    taxIncluded: 'दरामध्ये जीएसटी समाविष्ट आहे.',
    proformaNote: 'हे कर बीजक नाही. रक्कम मिळाल्यानंतर कर बीजक दिले जाईल.',
    sandboxNote: 'या ऑर्डरचे देयक सँडबॉक्समध्ये झाले: कोणतीही रक्कम मिळालेली नाही, आणि हे कर बीजक नाही.',
    computerGenerated: 'हे संगणकाद्वारे तयार केलेले बीजक आहे; यावर स्वाक्षरीची आवश्यकता नाही.',
  },
};
