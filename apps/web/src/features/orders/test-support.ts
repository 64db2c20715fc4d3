import { orderNumber } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';

/** Test-only data for the orders feature: list answers and orders. */

/** The list answer for `orders` on `page` of `total`. */
export function orderList(orders: Order[], { page = 1, total = orders.length } = {}) {
  const totalPages = Math.max(1, Math.ceil(total / 10));
  return {
    orders,
    pagination: { currentPage: page, totalPages, totalOrders: total, total, limit: 10 },
    currentPage: page,
    totalPages,
    totalOrders: total,
  };
}

/** An order for ₹2,360.00: 2 × ₹1,000 plus 18 % GST, pending, unpaid. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides._id ?? '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
  return {
    _id: id,
    orderNumber: orderNumber(id),
    vehicle: null,
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '9876543210',
    user: {
      _id: '0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f',
      name: 'Asha Patil',
      phone: '9876543210',
      email: 'asha@example.com',
    },
    service: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Fiberglass Roofing', price: 1000 },
    serviceNameMr: 'फायबरग्लास छप्पर',
    serviceId: 'a1b2c3d4-0000-4000-8000-000000000001',
    sacCode: '998714',
    quantity: 2,
    unitPrice: 1000,
    offeredPrice: 1000,
    discount: 0,
    discountPercentage: 0,
    taxRate: 18,
    taxAlreadyIncluded: false,
    subtotalBeforeDiscount: 2000,
    subtotalAfterDiscount: 2000,
    preTaxTotal: 2000,
    taxAmount: 360,
    totalPrice: 2360,
    totalAmount: 2360,
    pricingSnapshot: {
      originalUnitPrice: 1000,
      offeredPrice: 1000,
      quantity: 2,
      originalSubtotal: 2000,
      offeredSubtotal: 2000,
      discount: 0,
      discountPercentage: 0,
      subtotalAfterDiscount: 2000,
      preTaxTotal: 2000,
      taxRate: 18,
      taxableAmount: 2000,
      taxAmount: 360,
      totalAfterTax: 2360,
      taxAlreadyIncluded: false,
      isTaxIncluded: false,
      isTaxAdded: true,
      basePriceBeforeTax: 2000,
      unitPrice: 1000,
    },
    status: 'Pending',
    details: '',
    modification: '',
    unit: 'job',
    origin: 'service-request',
    createdBy: null,
    quotationId: null,
    quotation: null,
    paymentStatus: 'pending',
    paymentInfo: {
      status: 'pending',
      paidAt: null,
      razorpayPaymentId: null,
      providerPaymentId: null,
      failureReason: null,
      amount: 0,
      provider: null,
    },
    amountPaid: 0,
    amountDue: 2360,
    refundDue: 0,
    advance: 0,
    advanceDue: 0,
    invoice: null,
    statusHistory: [{ from: null, to: 'Pending', actor: null, createdAt: '2026-03-02T04:30:00.000Z' }],
    createdAt: '2026-03-02T04:30:00.000Z',
    updatedAt: '2026-03-02T04:30:00.000Z',
    ...overrides,
  };
}
