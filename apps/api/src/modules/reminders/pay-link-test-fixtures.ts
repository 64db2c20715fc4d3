import type { TestApp } from '../../../test/build-app';
import type { TestUser } from '../../../test/factories';

/** POST /api/orders/:id/pay-link as `by`; answers the token of the link made (fails the test otherwise). */
export async function makePayLinkAs(t: TestApp, by: TestUser, orderId: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay-link`, headers: by.headers });
  if (res.statusCode !== 201) throw new Error(`pay-link answered ${res.statusCode}: ${res.body}`);
  return new URL(res.json<{ url: string }>().url).pathname.split('/').at(-1) ?? '';
}

/** Pays the link's balance in the sandbox checkout, signed out; answers the verification's answer. */
export async function payLinkInSandbox(t: TestApp, token: string) {
  const checkout = await t.app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
  if (checkout.statusCode !== 200) throw new Error(`checkout answered ${checkout.statusCode}: ${checkout.body}`);
  const { order } = checkout.json<{ order: { id: string } }>();
  const pay = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: order.id } });
  return t.app.inject({ method: 'POST', url: `/api/pay/${token}/verify`, payload: pay.json<Record<string, string>>() });
}
