import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import { E2E_SETUP_ADMIN } from './env';

export interface Session {
  token: string;
  userId: string;
}

/** Registers (when asked) and logs in through the API, for fast test set-up. */
export async function apiSession(request: APIRequestContext, account: Account, register = false): Promise<Session> {
  if (register) expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { _id: string } };
  return { token: body.accessToken, userId: body.user._id };
}

/** An admin's session for set-up through the API (see `E2E_SETUP_ADMIN`). */
export const adminSession = (request: APIRequestContext) => apiSession(request, E2E_SETUP_ADMIN);

interface ServiceFound {
  _id: string;
  name: string;
  nameMr: string;
  price: number;
}

export async function firstService(request: APIRequestContext, name: string): Promise<ServiceFound> {
  const res = await request.get(`/api/services?search=${encodeURIComponent(name)}`);
  const { services } = (await res.json()) as { services: ServiceFound[] };
  expect(services.length).toBeGreaterThan(0);
  return services[0]!;
}

/** An admin's manual order for the customer: answers the new order's id. */
export async function manualOrder(
  request: APIRequestContext,
  customerId: string,
  serviceName: string,
): Promise<string> {
  const admin = await adminSession(request);
  const service = await firstService(request, serviceName);
  const res = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { userId: customerId, serviceId: service._id, quantity: 1, details: 'Made by a browser test' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { order: { _id: string } }).order._id;
}

/**
 * The name on the newest enquiry in the owner's inbox; one is sent when the inbox is empty (the
 * server takes only a few enquiries from one address in a quarter of an hour).
 */
export async function newestEnquirer(request: APIRequestContext): Promise<string> {
  const admin = await adminSession(request);
  const list = await request.get('/api/contact?limit=1', { headers: { authorization: `Bearer ${admin.token}` } });
  const newest = ((await list.json()) as { data: { name: string }[] }).data[0];
  if (newest) return newest.name;
  const name = `Asha ${randomBytes(4).toString('hex')}`;
  const sent = await request.post('/api/contact', {
    data: { name, email: `asha-${randomBytes(4).toString('hex')}@example.in`, message: 'Do you repair boats?' },
  });
  expect(sent.status()).toBe(201);
  return name;
}

/** A quotation request by a signed-in customer, through the API; answers its id. */
export async function requestQuotation(
  request: APIRequestContext,
  session: Session,
  data: { service: string; quotationPrice: number; details: string; quantity?: number },
): Promise<string> {
  const created = await request.post('/api/quotations/request', {
    headers: { authorization: `Bearer ${session.token}` },
    data,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { quotation: { _id: string } }).quotation._id;
}

/** The workshop's follow-up on a quotation with a new price, through the API as the admin. */
export async function followUpAsAdmin(
  request: APIRequestContext,
  quotationId: string,
  newPrice: number,
  followUpNote: string,
): Promise<void> {
  const admin = await adminSession(request);
  const res = await request.patch(`/api/quotations/${quotationId}/follow-up`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { newPrice, followUpNote },
  });
  expect(res.status()).toBe(200);
}
