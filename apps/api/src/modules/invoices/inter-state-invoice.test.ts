import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { downloadInvoice, insertOrder, paid, pdfText, setUpInvoiceApp } from './invoice-test-support';

const ctx = setUpInvoiceApp();

/** The workshop is in Maharashtra (27); the recipient is registered in Karnataka (29). */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

describe("a registered recipient's tax invoice", () => {
  const issuedB2bOrder = async (gstin: string, placeOfSupply: string) => {
    const order = await insertOrder(ctx, ctx.owner.user.id, {
      ...paid,
      paidPaise: 13_570_00,
      customerGstin: gstin,
      placeOfSupply,
    });
    await ctx.t.db
      .update(orders)
      .set({
        invoiceNumber: `INV/2026-27/${order.id.slice(0, 4)}`,
        invoiceIssuedAt: new Date('2026-06-02T12:00:00+05:30'),
      })
      .where(eq(orders.id, order.id));
    return order;
  };

  it('charges IGST at the full rate for another state and names the GSTIN and the place of supply (English)', async () => {
    const order = await issuedB2bOrder(KARNATAKA_GSTIN, '29');
    const res = await downloadInvoice(ctx, order.id, ctx.owner, 'en');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    // 18 % of the taxable ₹11,500.00: ₹2,070.00, all of it IGST.
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹2,070.00');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('does the same in Marathi', async () => {
    const order = await issuedB2bOrder(KARNATAKA_GSTIN, '29');
    const text = await pdfText((await downloadInvoice(ctx, order.id, ctx.owner, 'mr')).rawPayload);
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toMatch(/पुरवठ्याचे ठिकाण\s*: Karnataka \(29\)/);
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });

  it('keeps CGST + SGST for a recipient registered in the workshop state, still naming their GSTIN', async () => {
    const order = await issuedB2bOrder('27AAPFU0939F1ZV', '27');
    const text = await pdfText((await downloadInvoice(ctx, order.id, ctx.owner, 'en')).rawPayload);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).not.toContain('IGST');
  });
});
