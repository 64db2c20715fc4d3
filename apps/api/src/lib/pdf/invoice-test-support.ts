import type { InvoiceData } from './invoice-data';

/** A paid tax invoice of a ₹1,180.00 job (₹1,000.00 + CGST and SGST at 9 %), for the PDF tests. */
export const paidInvoice: InvoiceData = {
  kind: 'tax',
  number: 'INV/2026-27/0001',
  date: new Date('2026-06-02T11:00:00+05:30'),
  orderRef: 'ABCD1234',
  supplier: {
    name: 'Karigar Works',
    address: 'Chakan MIDC, Pune',
    gstin: '27ABCDE1234F1Z5',
    state: 'Maharashtra',
    stateCode: '27',
    phone: undefined,
    email: undefined,
  },
  placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
  customer: {
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: null,
    address: 'Flat 4, Shivaji Nagar\nPune 411005',
    gstin: null,
  },
  line: {
    description: 'Bumper repair',
    details: '',
    modification: '',
    sacCode: '998714',
    quantity: 1,
    unit: 'job',
    ratePaise: 1_000_00,
    discountPaise: 0,
    taxablePaise: 1_000_00,
    taxIncluded: false,
  },
  taxes: [
    { name: 'CGST', ratePercent: 9, amountPaise: 90_00 },
    { name: 'SGST', ratePercent: 9, amountPaise: 90_00 },
  ],
  totalPaise: 1_180_00,
  payment: { status: 'paid', paidAt: new Date('2026-06-02T11:00:00+05:30'), transactionId: 'pay_TEST1' },
  received: [
    {
      paidAt: new Date('2026-06-02T11:00:00+05:30'),
      method: 'Online, card',
      receipt: 'R-7A1B2C3D',
      amountPaise: 1_180_00,
    },
  ],
  advances: [],
  upi: null,
};
