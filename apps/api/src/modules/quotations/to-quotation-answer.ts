import { toRupees } from '@karigar/domain/money';
import type { FollowUpEntry, Quotation, QuotationRevision } from '@karigar/domain/quotation-answer';
import { toServiceSummary } from '../services/service-answer';
import { quotationAdvancePaise } from './quotation-advance';
import { priceQuotation } from './quotation-pricing';
import type { FollowUpRow, QuotationView, RevisionRow } from './quotations.repository';
import { toVehicleSummary } from '../../lib/vehicle-summary';

export interface QuotationHistory {
  followUps: FollowUpRow[];
  revisions: RevisionRow[];
}

function toFollowUpEntry(row: FollowUpRow): FollowUpEntry {
  const at = row.createdAt.toISOString();
  return {
    _id: row.id,
    newPrice: row.newPricePaise === null ? null : toRupees(row.newPricePaise),
    offeredPrice: toRupees(row.offeredPricePaise),
    unitPrice: toRupees(row.unitPricePaise),
    quantity: row.quantity,
    discount: toRupees(row.discountPaise),
    discountPercentage: row.discountPercentage,
    taxRate: row.taxRate,
    taxAlreadyIncluded: row.taxAlreadyIncluded,
    followUpNote: row.note,
    note: row.note,
    status: row.status,
    date: at,
    createdAt: at,
  };
}

function toRevision(row: RevisionRow): QuotationRevision {
  return {
    version: row.version,
    kind: row.kind,
    changes: row.changes,
    note: row.note,
    actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A quotation as answers show it: money in rupees, every total recomputed by the pricing engine
 * from the stored inputs, owner and service embedded. With a history (detail answers) it also
 * carries the follow-ups and the numbered revisions.
 */
export function toQuotationAnswer(view: QuotationView, history?: QuotationHistory): Quotation {
  const { quotation: q, customer } = view;
  const pricing = priceQuotation(q);
  const listPrice = toRupees(q.unitPricePaise);
  return {
    _id: q.id,
    __v: q.version,
    user: q.userId,
    userId: { _id: customer.id, name: customer.name, phone: customer.phone, email: customer.email },
    serviceId: toServiceSummary(view.service),
    vehicle: toVehicleSummary(view.vehicle),
    quantity: q.quantity,
    description: q.description,
    details: q.description,
    modification: q.modification,
    quotationPrice: q.expectedPricePaise === null ? null : toRupees(q.expectedPricePaise),
    quotationStatus: q.quotationStatus,
    followUpStatus: q.followUpStatus,
    followUpNote: q.followUpNote,
    followUpRequired: q.followUpRequired,
    hasFollowUp: view.hasFollowUp,
    awaitingWorkshop: q.awaitingWorkshop,
    workshopPriced: view.workshopPriced,
    ...(history && { followUpHistory: history.followUps.map(toFollowUpEntry) }),
    unitPrice: listPrice,
    basePrice: listPrice,
    offeredPrice: pricing.offeredPrice,
    newPrice: view.newPricePaise === null ? null : toRupees(view.newPricePaise),
    discount: pricing.discount,
    discountPercentage: pricing.discountPercentage,
    taxRate: pricing.taxRate,
    taxAlreadyIncluded: pricing.taxAlreadyIncluded,
    taxAlreadyApplied: pricing.taxAlreadyIncluded,
    offeredSubtotal: pricing.offeredSubtotal,
    preTaxTotal: pricing.preTaxTotal,
    taxAmount: pricing.taxAmount,
    totalAfterTax: pricing.totalAfterTax,
    totalAmount: pricing.totalAfterTax,
    finalPrice: pricing.totalAfterTax,
    advancePercentage: q.advancePercentage,
    advanceAmount: q.advanceAmountPaise === null ? null : toRupees(q.advanceAmountPaise),
    advanceDue: toRupees(quotationAdvancePaise(q)),
    priceDetails: pricing,
    isConvertedToOrder: q.isConvertedToOrder,
    orderId: q.orderId,
    ...(history && { revisions: history.revisions.map(toRevision) }),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}
