import { serviceUnitNames } from '@karigar/domain/service';
import { gstStateName } from '@karigar/domain/gst-states';
import { orderNumber } from '@karigar/domain/order';
import { receiptNumber } from '@karigar/domain/receipt';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import type { PaymentProviderName } from '@karigar/domain/payment';
import type { Config } from '../../config';
import type { OrderRow } from '../../db/schema/orders';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import type { InvoiceData } from '../../lib/pdf/invoice-data';
import { paymentMethodWords } from '../payments/payment-method-words';
import type { ReceivedPaymentRow } from './invoices.repository';
import { splitGst } from './split-gst';
import { upiPayUri } from './upi-uri';

/**
 * The parts of an order its invoice is printed from, the gateway it was paid through (null while
 * unpaid), for a recorded payment its reference, and every payment received.
 */
export type InvoiceOrder = {
  paidThrough: PaymentProviderName | null;
  paidReference: string | null;
  customerAddress: string | null;
  received: ReceivedPaymentRow[];
  /** The order's receipt vouchers (advances received before the invoice), oldest first. */
  advances: AdvanceVoucher[];
} & Pick<
  OrderRow,
  | 'id'
  | 'status'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'customerGstin'
  | 'placeOfSupply'
  | 'serviceName'
  | 'serviceNameMr'
  | 'sacCode'
  | 'unit'
  | 'details'
  | 'modification'
  | 'quantity'
  | 'offeredPricePaise'
  | 'discountPaise'
  | 'preTaxTotalPaise'
  | 'taxRate'
  | 'taxAlreadyIncluded'
  | 'taxAmountPaise'
  | 'totalPaise'
  | 'paidPaise'
  | 'paymentStatus'
  | 'paidAt'
  | 'razorpayPaymentId'
  | 'invoiceNumber'
  | 'invoiceIssuedAt'
  | 'updatedAt'
>;

/** A receipt voucher as the invoice adjusts it. */
export type AdvanceVoucher = Pick<
  TaxDocumentRow,
  'number' | 'issuedAt' | 'totalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'
>;

/** The workshop as its invoices and receipts print it. */
export const supplierOf = (business: Config['business']): InvoiceData['supplier'] => ({
  name: business.name,
  address: business.address,
  gstin: business.gstin,
  state: business.state,
  stateCode: business.stateCode,
  phone: business.phone,
  email: business.email,
});

/**
 * The place of supply of an order: its registered recipient's state (IGST Act s.12(2)(a)), else
 * the workshop's own state (s.12(2)(b); docs/decisions/004 and 055).
 */
export function placeOfSupplyOf(
  order: Pick<OrderRow, 'placeOfSupply'>,
  business: Pick<Config['business'], 'state' | 'stateCode'>,
): InvoiceData['placeOfSupply'] {
  return order.placeOfSupply
    ? { state: gstStateName(order.placeOfSupply), stateCode: order.placeOfSupply }
    : { state: business.state, stateCode: business.stateCode };
}

/**
 * What an order's invoice shows, in `language`. The place of supply is the registered recipient's
 * state or the workshop's own (`placeOfSupplyOf`): another state than the workshop's means IGST,
 * the same CGST + SGST. A workshop without a GSTIN may not issue a tax invoice: its invoice shows no
 * GST and no tax invoice number.
 */
export function buildInvoiceData(
  order: InvoiceOrder,
  business: Config['business'],
  now: Date,
  language: InvoiceLanguage,
): InvoiceData {
  const registered = Boolean(business.gstin);
  const issued =
    registered && order.invoiceNumber && order.invoiceIssuedAt
      ? { number: order.invoiceNumber, at: order.invoiceIssuedAt }
      : null;
  const ref = orderNumber(order.id);
  const placeOfSupply = placeOfSupplyOf(order, business);
  const paid = order.paymentStatus === 'paid';
  const duePaise = Math.max(0, order.totalPaise - order.paidPaise);
  // A recorded payment's transaction is its reference (a cheque or UTR number), not the local id.
  const transactionId = order.paidThrough === 'manual' ? order.paidReference : order.razorpayPaymentId;
  // A QR invites payment: only while the order is unpaid and still going ahead.
  const upiId = !paid && order.status !== 'Cancelled' ? business.upiId : undefined;
  return {
    // A sandbox payment moved no money: its invoice is never a tax invoice.
    kind: paid && order.paidThrough === 'sandbox' ? 'sandbox' : !registered ? 'invoice' : issued ? 'tax' : 'proforma',
    number: issued?.number ?? null,
    date: issued?.at ?? now,
    orderRef: ref,
    supplier: supplierOf(business),
    placeOfSupply,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      gstin: order.customerGstin,
      address: order.customerAddress?.trim() || null,
    },
    line: {
      description: (language === 'mr' && order.serviceNameMr.trim()) || order.serviceName,
      details: order.details.trim(),
      modification: order.modification.trim(),
      sacCode: order.sacCode,
      quantity: order.quantity,
      unit: serviceUnitNames[language][order.unit],
      ratePaise: order.offeredPricePaise,
      discountPaise: order.discountPaise,
      taxablePaise: order.preTaxTotalPaise,
      taxIncluded: registered && order.taxAlreadyIncluded && order.taxAmountPaise > 0,
    },
    taxes: registered
      ? splitGst({
          taxPaise: order.taxAmountPaise,
          ratePercent: order.taxRate,
          supplierStateCode: business.stateCode,
          placeOfSupplyStateCode: placeOfSupply.stateCode,
        })
      : [],
    totalPaise: order.totalPaise,
    payment: paid
      ? { status: 'paid', paidAt: order.paidAt ?? order.updatedAt, transactionId }
      : { status: 'unpaid', paidPaise: order.paidPaise, duePaise },
    received: order.received.map((payment) => ({
      paidAt: payment.paidAt ?? payment.createdAt,
      method: paymentMethodWords(payment, language),
      receipt: receiptNumber(payment.id),
      amountPaise: payment.amountPaise,
    })),
    advances: registered
      ? order.advances.map((voucher) => ({
          number: voucher.number,
          issuedAt: voucher.issuedAt,
          amountPaise: voucher.totalPaise,
          taxPaise: voucher.cgstPaise + voucher.sgstPaise + voucher.igstPaise,
        }))
      : [],
    upi: upiId
      ? {
          id: upiId,
          uri: upiPayUri({
            upiId,
            payeeName: business.name,
            amountPaise: duePaise,
            note: issued?.number ?? ref,
          }),
        }
      : null,
  };
}
