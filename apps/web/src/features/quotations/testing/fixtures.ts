import { calculatePricing, type PricingInput } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { Service } from '@karigar/domain/service';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';

/** Test data and a fetch stub for the quotations screens' tests. */
export const customer = aUser();
export const admin = aUser({
  _id: '9e1d7c55-2f4b-4a8e-b0c3-6d5e4f3a2b1c',
  name: 'Ravi Admin',
  email: 'admin@test.in',
  role: 'admin',
});

export function aService(overrides: Partial<Service> = {}): Service {
  return {
    _id: '5a0c8e21-7b3d-4f6a-9c1e-2d4b6f8a0c13',
    name: 'Car Denting and Painting',
    nameMr: 'कार डेंटिंग आणि पेंटिंग',
    description: 'Dents pulled and panels repainted.',
    descriptionMr: '',
    price: 12000,
    sacCode: '998714',
    unit: 'panel',
    advancePercentage: null,
    gstRate: 18,
    image: null,
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A quotation priced by the engine from `pricing` (list price ₹12,000, tax 18 % unless told). */
export function aQuotation(overrides: Partial<Quotation> = {}, pricing: Partial<PricingInput> = {}): Quotation {
  const service = aService();
  const priced = calculatePricing({ originalUnitPrice: service.price, quantity: 1, taxRate: 18, ...pricing });
  return {
    _id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    __v: 1,
    user: customer._id,
    userId: { _id: customer._id, name: customer.name, phone: customer.phone, email: customer.email },
    serviceId: { _id: service._id, name: service.name, nameMr: service.nameMr, price: service.price, image: null },
    vehicle: null,
    quantity: priced.quantity,
    description: 'Dent on the left door',
    details: 'Dent on the left door',
    modification: 'Match the silver paint',
    quotationPrice: 11000,
    quotationStatus: 'Pending',
    followUpStatus: 'None',
    followUpNote: null,
    followUpRequired: false,
    followUpHistory: [],
    hasFollowUp: false,
    awaitingWorkshop: false,
    workshopPriced: true,
    unitPrice: priced.originalUnitPrice,
    basePrice: priced.originalUnitPrice,
    offeredPrice: priced.offeredPrice,
    newPrice: null,
    discount: priced.discount,
    discountPercentage: priced.discountPercentage,
    taxRate: priced.taxRate,
    taxAlreadyIncluded: priced.taxAlreadyIncluded,
    taxAlreadyApplied: priced.taxAlreadyIncluded,
    offeredSubtotal: priced.offeredSubtotal,
    preTaxTotal: priced.preTaxTotal,
    taxAmount: priced.taxAmount,
    totalAfterTax: priced.totalAfterTax,
    totalAmount: priced.totalAfterTax,
    finalPrice: priced.totalAfterTax,
    advancePercentage: null,
    advanceAmount: null,
    advanceDue: 0,
    priceDetails: priced,
    isConvertedToOrder: false,
    orderId: null,
    revisions: [],
    createdAt: '2026-03-01T09:30:00.000Z',
    updatedAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A list answer holding `quotations` as one page of `total`. */
export function aList(quotations: Quotation[], { page = 1, total = quotations.length } = {}) {
  return { quotations, currentPage: page, totalPages: Math.ceil(total / 10), totalQuotations: total, total };
}

type Routes = Parameters<typeof mockApi>[0];

/** mockApi whose routes may leave out the query string ("GET /api/quotations/user"). */
export function mockQuotationsApi(routes: Routes) {
  const lookup = new Proxy(routes, {
    get: (target, key) => (typeof key === 'string' ? (target[key] ?? target[key.split('?')[0] ?? '']) : undefined),
  });
  return mockApi(lookup);
}

/** The query of the last recorded call to `path`. */
export function lastQuery(calls: { path: string }[], path: string): URLSearchParams {
  const call = calls.filter((c) => c.path.startsWith(`${path}?`)).at(-1);
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}

/** Signs in as `who` and answers the quotation detail page's calls (plus `extra` routes). */
type Reply = ReturnType<Routes[string]>;

export function detailApi(
  who: typeof customer,
  quotation: Quotation,
  extra: Record<string, (call: RecordedCall) => Reply> = {},
) {
  signIn();
  return mockQuotationsApi({
    'GET /api/auth/me': () => ({ body: who }),
    [`GET /api/quotations/${quotation._id}`]: () => ({ body: quotation }),
    'GET /api/settings/workshop': () => ({ body: { acceptOnlyPriced: false } }),
    ...extra,
  });
}
