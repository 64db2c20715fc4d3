import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
export { pdfLetters, pdfText } from '../../../test/pdf-text';
export { renderFirstPage } from '../../../test/pdf-render';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { insertServiceRow } from '../../../test/service-fixtures';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';

// Test support for the invoice tests (not loaded by the app).

export const BUSINESS = {
  BUSINESS_NAME: 'Karigar Test Works',
  BUSINESS_ADDRESS: 'Shed 4, Chakan MIDC, Pune, Maharashtra 410501',
  BUSINESS_GSTIN: '27ABCDE1234F1Z5',
  BUSINESS_UPI_ID: 'karigar@okaxis',
};

export interface InvoiceTestContext {
  t: TestApp;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  service: ServiceRow;
}

/**
 * A test app with the workshop's invoice details (changed by `env`: `BUSINESS_GSTIN: ''` for a
 * workshop without one), two customers, an admin and a service, for one file.
 */
export function setUpInvoiceApp(env: Record<string, string> = {}): InvoiceTestContext {
  const ctx = {} as InvoiceTestContext;
  beforeAll(async () => {
    ctx.t = await createTestApp({ env: { ...BUSINESS, ...env } });
    [ctx.owner, ctx.other, ctx.admin] = await Promise.all([
      createUser(ctx.t, { name: 'Asha Patil' }),
      createUser(ctx.t, { name: 'Ravi Kulkarni' }),
      createAdmin(ctx.t),
    ]);
    ctx.service = await insertServiceRow(ctx.t, { name: 'Fiberglass bumper repair', price: 6500 });
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  return ctx;
}

/**
 * An order of 2 × ₹6,000 less ₹500 discount: taxable ₹11,500, GST 18 % ₹2,070, total ₹13,570
 * (or other amounts via overrides).
 */
export async function insertOrder(
  { t, service }: InvoiceTestContext,
  userId: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      serviceId: service.id,
      origin: 'manual',
      customerName: 'Asha Patil',
      customerEmail: 'asha@example.com',
      customerPhone: '+91 98220 12345',
      serviceName: service.name,
      quantity: 2,
      unitPricePaise: 6_500_00,
      offeredPricePaise: 6_000_00,
      discountPaise: 500_00,
      taxRate: 18,
      subtotalBeforeDiscountPaise: 12_000_00,
      subtotalAfterDiscountPaise: 11_500_00,
      preTaxTotalPaise: 11_500_00,
      taxAmountPaise: 2_070_00,
      totalPaise: 13_570_00,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export const paid = {
  paymentStatus: 'paid' as const,
  paidAt: new Date('2026-06-02T11:00:00+05:30'),
  razorpayPaymentId: 'pay_TEST12345',
};

export const downloadInvoice = ({ t }: InvoiceTestContext, id: string, user?: TestUser, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf${lang ? `?lang=${lang}` : ''}`,
    headers: user ? user.headers : {},
  });
