import { toPaise } from '@karigar/domain/money';
import type { PricingResult } from '@karigar/domain/pricing';
import type { orderOrigins } from '../../db/schema/orders';
import { orderGstin } from './order-gstin';
import type { NewOrder, OrderCustomer, OrderService } from './orders.repository';

export interface OrderValuesInput {
  customer: OrderCustomer;
  service: OrderService;
  /** The agreed pricing, from the domain pricing engine. */
  pricing: PricingResult;
  origin: (typeof orderOrigins)[number];
  /** Who made the order (the admin of a manual order, the customer otherwise); null when unknown. */
  createdBy: string | null;
  details: string;
  modification?: string;
  /** The accepted quotation the order comes from, if any. */
  quotationId?: string | null;
  /** The customer's vehicle or item worked on, if one is named. */
  vehicleId?: string | null;
  /** The advance asked before work starts, in paise (whole rupees; 0 or missing for none). */
  advancePaise?: number;
  /** A GSTIN given for this order, instead of the one on the customer's profile. */
  gstin?: string | null;
}

/**
 * The orders-table insert for a new order: Pending, payment pending, with a snapshot of the
 * customer, the service and every pricing amount (paise), so later edits never change what was agreed.
 */
export function buildOrderValues(input: OrderValuesInput): NewOrder {
  const { customer, service, pricing } = input;
  return {
    userId: customer.id,
    serviceId: service.id,
    quotationId: input.quotationId ?? null,
    vehicleId: input.vehicleId ?? null,
    origin: input.origin,
    status: 'Pending',
    paymentStatus: 'pending',
    customerName: customer.name,
    // The snapshot column holds '' for a walk-in customer without an email (it feeds the search text).
    customerEmail: customer.email ?? '',
    customerPhone: customer.phone,
    ...orderGstin(input.gstin !== undefined ? input.gstin : (customer.gstin ?? null)),
    serviceName: service.name,
    serviceNameMr: service.nameMr,
    sacCode: service.sacCode,
    unit: service.unit,
    quantity: pricing.quantity,
    unitPricePaise: toPaise(pricing.originalUnitPrice),
    offeredPricePaise: toPaise(pricing.offeredPrice),
    discountPaise: toPaise(pricing.discount),
    discountPercentage: pricing.discountPercentage,
    taxRate: pricing.taxRate,
    taxAlreadyIncluded: pricing.taxAlreadyIncluded,
    subtotalBeforeDiscountPaise: toPaise(pricing.offeredSubtotal),
    subtotalAfterDiscountPaise: toPaise(pricing.subtotalAfterDiscount),
    preTaxTotalPaise: toPaise(pricing.preTaxTotal),
    taxAmountPaise: toPaise(pricing.taxAmount),
    totalPaise: toPaise(pricing.totalAfterTax),
    advancePaise: input.advancePaise ?? 0,
    details: input.details,
    modification: input.modification ?? '',
    createdBy: input.createdBy,
  };
}
