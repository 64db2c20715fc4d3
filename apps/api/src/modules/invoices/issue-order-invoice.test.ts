import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { downloadInvoice, insertOrder as insertOrderFor, pdfText, setUpInvoiceApp } from './invoice-test-support';

const ctx = setUpInvoiceApp();
const insertOrder = (userId: string, overrides?: Parameters<typeof insertOrderFor>[2]) =>
  insertOrderFor(ctx, userId, overrides);
const issue = (id: string, user?: TestUser) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/invoices/${id}/issue`, headers: user ? user.headers : {} });

describe('POST /api/invoices/:id/issue', () => {
  it('lets an admin issue an unpaid order its tax invoice, once', async () => {
    const order = await insertOrder(ctx.owner.user.id);
    const res = await issue(order.id, ctx.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Invoice issued',
      invoice: { number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d{4}$/), issuedAt: expect.any(String) },
    });

    const again = await issue(order.id, ctx.admin);
    expect(again.json()).toEqual(body);
    const issued = await ctx.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'invoice_issued'), eq(activities.entityId, order.id)));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ actorId: ctx.admin.user.id });

    const text = await pdfText((await downloadInvoice(ctx, order.id, ctx.owner)).rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(body.invoice.number);
    expect(text).toContain('Unpaid');
    expect(text).toContain('Scan to pay ₹13,570.00 with any UPI app');
  });

  it('is for admins only', async () => {
    const order = await insertOrder(ctx.owner.user.id);
    expect((await issue(order.id, ctx.owner)).statusCode).toBe(403);
    expect((await issue(order.id)).statusCode).toBe(401);
  });

  it("answers 404 'Order not found' for an unknown order", async () => {
    const res = await issue('5b1f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', ctx.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect((await issue('nope', ctx.admin)).statusCode).toBe(404);
  });
});
