import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { INVOICE_PDFS_PER_USER } from './invoices.routes';
import { downloadInvoice, insertOrder, pdfText, setUpInvoiceApp } from './invoice-test-support';

const ctx = setUpInvoiceApp();

describe('invoice PDF downloads', () => {
  it('render an unchanged order once, and again once the order changes', async () => {
    const order = await insertOrder(ctx, ctx.other.user.id);
    const first = await downloadInvoice(ctx, order.id, ctx.other);
    const again = await downloadInvoice(ctx, order.id, ctx.other);
    expect(first.statusCode).toBe(200);
    // Every render stamps its own creation time: the same bytes are the same render.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    await ctx.t.db.update(orders).set({ customerName: 'Asha Deshmukh' }).where(eq(orders.id, order.id));
    const changed = await downloadInvoice(ctx, order.id, ctx.other);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await pdfText(changed.rawPayload)).toContain('Asha Deshmukh');
    const marathi = await downloadInvoice(ctx, order.id, ctx.other, 'mr');
    expect(marathi.rawPayload.equals(changed.rawPayload)).toBe(false);
  });

  it('are limited per user, answering 429 with Retry-After, while other users go on downloading', async () => {
    const order = await insertOrder(ctx, ctx.owner.user.id);
    const answers = [];
    for (let i = 0; i < INVOICE_PDFS_PER_USER.max; i++) answers.push(await downloadInvoice(ctx, order.id, ctx.owner));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));

    const refused = await downloadInvoice(ctx, order.id, ctx.owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await downloadInvoice(ctx, order.id, ctx.admin)).statusCode).toBe(200);
  });
});
