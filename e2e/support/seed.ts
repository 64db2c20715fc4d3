import type { APIRequestContext } from '@playwright/test';
import { newAccount, type Account } from './accounts';
import { apiSession, firstService, manualOrder, newestEnquirer, requestQuotation } from './api';

export interface Seeded {
  customer: Account;
  customerId: string;
  serviceId: string;
  serviceName: string;
  quotationId: string;
  orderId: string;
}

/** A customer with one quotation request and one order, and an enquiry in the inbox. */
export async function seed(request: APIRequestContext): Promise<Seeded> {
  const customer = newAccount('Phone');
  const session = await apiSession(request, customer, true);
  const service = await firstService(request, 'Fiberglass Roofing');
  const quotationId = await requestQuotation(request, session, {
    service: service._id,
    quotationPrice: 400,
    details: 'A 200 sq ft shed roof',
    quantity: 200,
  });
  const orderId = await manualOrder(request, session.userId, 'Fiberglass Planter Pots');
  await newestEnquirer(request);
  return {
    customer,
    customerId: session.userId,
    serviceId: service._id,
    serviceName: service.name,
    quotationId,
    orderId,
  };
}
