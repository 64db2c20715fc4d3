import type { Api, Call } from './api';
import type { Write } from './journal';

export interface Service {
  _id: string;
  name: string;
}

export interface StoryContext {
  api: Api;
  adminToken: () => Promise<string>;
  services: Service[];
  record: (entry: Write) => void;
  stopping: () => boolean;
  /** Unique per customer of the whole run. */
  customerKey: string;
  clientIp: string;
}

/** Why a story ended early: a refusal, or a call cut off whose effect is unknown. */
class StoryEnded extends Error {}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * One call until it is answered: sent again while nobody listens (it never arrived) or while a
 * rate limit holds it back; a call cut off ends the story once the server is back, as its effect is
 * unknown.
 */
export async function send<T>(
  ctx: Pick<StoryContext, 'api' | 'stopping'>,
  call: Call,
): Promise<{ status: number; body: T }> {
  for (;;) {
    if (ctx.stopping()) throw new StoryEnded('stopping');
    const outcome = await ctx.api.call<T>(call);
    if (outcome.kind === 'down') {
      await ctx.api.waitUntilUp(ctx.stopping);
      continue;
    }
    if (outcome.kind === 'answered' && outcome.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (outcome.kind === 'cut-off') {
      await ctx.api.waitUntilUp(ctx.stopping);
      throw new StoryEnded(`cut off: ${outcome.reason}`);
    }
    return outcome;
  }
}

async function sendWrite<T>(ctx: StoryContext, call: Call): Promise<T> {
  const answer = await send<T>(ctx, call);
  if (answer.status < 200 || answer.status >= 300) throw new StoryEnded(`${call.path}: ${answer.status}`);
  return answer.body;
}

/** Sends the same write twice at once, as a double click would: every 2xx answer is kept. */
async function sendTwice<T>(ctx: StoryContext, call: Call): Promise<T[]> {
  const settled = await Promise.allSettled([sendWrite<T>(ctx, call), sendWrite<T>(ctx, call)]);
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const [first] = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (!answers.length) throw first;
  return answers;
}

interface Session {
  accessToken: string;
  user: { _id: string; name: string; email: string };
}
interface QuotationAnswer {
  quotation: { _id: string; followUpHistory?: { _id: string }[] };
}
interface OrderAnswer {
  order: { _id: string; orderNumber: string };
}

/**
 * A customer's way through the workshop: registers, asks for a quotation, gets one or two
 * follow-ups with a new price, accepts (twice at once), pays the order in the sandbox (confirmed
 * twice at once), and is given a manual order by the workshop. Every 2xx is journalled.
 */
async function customerStory(ctx: StoryContext): Promise<void> {
  const email = `${ctx.customerKey}@crash-test.example.com`;
  const name = `Customer ${ctx.customerKey}`;
  const session = await sendWrite<Session>(ctx, {
    method: 'POST',
    path: '/auth/register',
    clientIp: ctx.clientIp,
    body: { name, email, password: 'crash-test-password', language: 'en' },
  });
  const { accessToken: token, user } = session;
  ctx.record({ kind: 'registration', userId: user._id, email: user.email, name: user.name });

  const service = pick(ctx.services);
  const requested = await sendWrite<QuotationAnswer>(ctx, {
    method: 'POST',
    path: '/quotations/request',
    token,
    body: {
      service: service._id,
      quotationPrice: randomInt(100, 5000),
      quantity: randomInt(1, 3),
      details: 'crash test',
    },
  });
  const quotationId = requested.quotation._id;
  ctx.record({ kind: 'quotation', quotationId, userId: user._id, customerName: user.name, service: service.name });

  const answered = new Set<string>();
  for (let i = randomInt(1, 2); i > 0; i--) {
    const newPrice = randomInt(500, 20000);
    const followed = await sendWrite<QuotationAnswer>(ctx, {
      method: 'PATCH',
      path: `/quotations/${quotationId}/follow-up`,
      token: await ctx.adminToken(),
      body: { newPrice, followUpNote: null },
    });
    const newest = followed.quotation.followUpHistory?.find((entry) => !answered.has(entry._id));
    if (!newest) throw new StoryEnded('a follow-up answer without its entry');
    answered.add(newest._id);
    ctx.record({
      kind: 'follow-up',
      quotationId,
      followUpId: newest._id,
      email: user.email,
      service: service.name,
      newPrice,
    });
  }

  const accepts = await sendTwice<{ orderId: string }>(ctx, {
    method: 'PATCH',
    path: `/quotations/${quotationId}/action`,
    token,
    body: { action: 'accept' },
  });
  for (const { orderId } of accepts)
    ctx.record({ kind: 'accept', quotationId, orderId, customerName: user.name, service: service.name });
  const orderId = accepts[0]!.orderId;

  const checkout = await sendWrite<{ order: { id: string; amount: number } }>(ctx, {
    method: 'POST',
    path: '/payments/create-order',
    token,
    body: { orderId },
  });
  const paid = await sendWrite<{ razorpay_payment_id: string; razorpay_signature: string }>(ctx, {
    method: 'POST',
    path: '/payments/sandbox/pay',
    body: { order_id: checkout.order.id },
  });
  await sendTwice(ctx, {
    method: 'POST',
    path: '/payments/verify',
    token,
    body: { ...paid, razorpay_order_id: checkout.order.id, orderId },
  });
  ctx.record({
    kind: 'payment',
    orderId,
    providerPaymentId: paid.razorpay_payment_id,
    amountPaise: checkout.order.amount,
    email: user.email,
  });

  const manual = pick(ctx.services);
  const made = await sendWrite<OrderAnswer>(ctx, {
    method: 'POST',
    path: '/orders',
    token: await ctx.adminToken(),
    body: { userId: user._id, serviceId: manual._id, quantity: randomInt(1, 4) },
  });
  ctx.record({
    kind: 'manual-order',
    orderId: made.order._id,
    orderNumber: made.order.orderNumber,
    email: user.email,
    service: manual.name,
  });
}

/** Runs the story, answering why it ended early (undefined when it ran to the end). */
export async function runStory(ctx: StoryContext): Promise<string | undefined> {
  try {
    await customerStory(ctx);
    return undefined;
  } catch (error) {
    if (error instanceof StoryEnded) return error.message;
    throw error;
  }
}
