import { cachedDuePaise } from '@karigar/domain/ledger';
import { advanceDuePaise } from '@karigar/domain/advance-amounts';
import { toRupees } from '@karigar/domain/money';
import { orderNumber, type OrderStatus } from '@karigar/domain/order';
import type { Order, OrderStatusChange } from '@karigar/domain/order-answer';
import type { PricingResult } from '@karigar/domain/pricing';
import type { OrderRow } from '../../db/schema/orders';
import type { OrderView, StatusChangeRow } from './order-views.repository';
import { toVehicleSummary } from '../../lib/vehicle-summary';

/**
 * The pricing the order was made with, as the engine answered it then, read back from the stored
 * snapshot (never recomputed: what was agreed stays what it was).
 */
function pricingSnapshot(o: OrderRow): PricingResult {
  const preTax = toRupees(o.preTaxTotalPaise);
  return {
    originalUnitPrice: toRupees(o.unitPricePaise),
    offeredPrice: toRupees(o.offeredPricePaise),
    quantity: o.quantity,
    originalSubtotal: toRupees(o.unitPricePaise * o.quantity),
    offeredSubtotal: toRupees(o.subtotalBeforeDiscountPaise),
    discount: toRupees(o.discountPaise),
    discountPercentage: o.discountPercentage,
    subtotalAfterDiscount: toRupees(o.subtotalAfterDiscountPaise),
    preTaxTotal: preTax,
    taxRate: o.taxRate,
    taxableAmount: preTax,
    taxAmount: toRupees(o.taxAmountPaise),
    totalAfterTax: toRupees(o.totalPaise),
    taxAlreadyIncluded: o.taxAlreadyIncluded,
    isTaxIncluded: o.taxAlreadyIncluded,
    isTaxAdded: !o.taxAlreadyIncluded && o.taxAmountPaise > 0,
    basePriceBeforeTax: preTax,
    unitPrice: toRupees(o.offeredPricePaise),
  };
}

function toStatusChange(row: StatusChangeRow): OrderStatusChange {
  return {
    from: row.fromStatus as OrderStatus | null,
    to: row.toStatus as OrderStatus,
    actor: row.actor ? { _id: row.actor.id, name: row.actor.name } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An order as answers show it (the API contract's Order object); with a history for the detail answer. */
export function toOrderAnswer(view: OrderView, history?: StatusChangeRow[]): Order {
  const { order: o, customer, creator, quotation, paidThrough } = view;
  const pricing = pricingSnapshot(o);
  const paymentId = o.razorpayPaymentId;
  return {
    _id: o.id,
    orderNumber: orderNumber(o.id),
    name: o.customerName,
    email: o.customerEmail || null,
    phone: o.customerPhone,
    user: { _id: customer.id, name: customer.name, phone: customer.phone, email: customer.email },
    service: { _id: o.serviceId, name: o.serviceName, price: pricing.originalUnitPrice },
    serviceNameMr: o.serviceNameMr,
    serviceId: o.serviceId,
    sacCode: o.sacCode,
    quantity: o.quantity,
    unitPrice: pricing.originalUnitPrice,
    offeredPrice: pricing.offeredPrice,
    discount: pricing.discount,
    discountPercentage: pricing.discountPercentage,
    taxRate: pricing.taxRate,
    taxAlreadyIncluded: pricing.taxAlreadyIncluded,
    subtotalBeforeDiscount: pricing.offeredSubtotal,
    subtotalAfterDiscount: pricing.subtotalAfterDiscount,
    preTaxTotal: pricing.preTaxTotal,
    taxAmount: pricing.taxAmount,
    totalPrice: pricing.totalAfterTax,
    totalAmount: pricing.totalAfterTax,
    pricingSnapshot: pricing,
    status: o.status,
    details: o.details,
    modification: o.modification,
    unit: o.unit,
    origin: o.origin,
    createdBy: creator ? { _id: creator.id, name: creator.name } : null,
    vehicle: toVehicleSummary(view.vehicle),
    quotationId: o.quotationId,
    quotation: quotation
      ? {
          _id: quotation.id,
          totalAfterTax: toRupees(quotation.totalAfterTaxPaise),
          quotationStatus: quotation.quotationStatus,
        }
      : null,
    paymentStatus: o.paymentStatus,
    paymentInfo: {
      status: o.paymentStatus,
      paidAt: o.paidAt?.toISOString() ?? null,
      razorpayPaymentId: paymentId,
      providerPaymentId: paymentId,
      failureReason: o.failureReason,
      amount: pricing.totalAfterTax,
      provider: o.paymentStatus === 'paid' ? paidThrough : null,
    },
    amountPaid: toRupees(o.paidPaise),
    amountDue: toRupees(cachedDuePaise(o)),
    refundDue: toRupees(o.refundDuePaise),
    advance: toRupees(o.advancePaise),
    advanceDue: o.status === 'Cancelled' ? 0 : toRupees(advanceDuePaise(o.advancePaise, o.paidPaise)),
    invoice:
      o.invoiceNumber && o.invoiceIssuedAt
        ? { number: o.invoiceNumber, issuedAt: o.invoiceIssuedAt.toISOString() }
        : null,
    customerGstin: o.customerGstin,
    placeOfSupply: o.placeOfSupply,
    ...(history && { statusHistory: history.map(toStatusChange) }),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
