import type { TaxDocumentKind } from '@karigar/domain/ledger';
import type { OrderStatus } from '@karigar/domain/order';
import type { TestApp } from '../../../test/build-app';
import type { TestUser } from '../../../test/factories';
import { insertServiceRow } from '../../../test/service-fixtures';
import { orders, type OrderRow } from '../../db/schema/orders';
import { taxDocuments } from '../../db/schema/tax-documents';

// Test support for the GST report tests (not loaded by the app): one month of mixed jobs.

interface InvoiceFacts {
  taxable: number;
  tax: number;
  customerName?: string;
  gstin?: string;
  placeOfSupply?: string;
  sac?: string;
  status?: OrderStatus;
}

/** Inserts an order invoiced at `at` (amounts in paise; the total is taxable + tax). */
export async function insertInvoice(
  t: TestApp,
  customer: TestUser,
  number: string,
  at: string,
  facts: InvoiceFacts,
): Promise<OrderRow> {
  const service = await insertServiceRow(t, { name: `Job ${number}` });
  const total = facts.taxable + facts.tax;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: customer.user.id,
      serviceId: service.id,
      origin: 'manual',
      status: facts.status ?? 'Completed',
      customerName: facts.customerName ?? customer.user.name,
      customerEmail: customer.user.email,
      customerGstin: facts.gstin ?? null,
      placeOfSupply: facts.placeOfSupply ?? null,
      serviceName: service.name,
      sacCode: facts.sac ?? '998714',
      quantity: 1,
      unitPricePaise: facts.taxable,
      offeredPricePaise: facts.taxable,
      taxRate: 18,
      subtotalBeforeDiscountPaise: facts.taxable,
      subtotalAfterDiscountPaise: facts.taxable,
      preTaxTotalPaise: facts.taxable,
      taxAmountPaise: facts.tax,
      totalPaise: total,
      paymentStatus: 'paid',
      paidAt: new Date(at),
      paidPaise: total,
      invoiceNumber: number,
      invoiceIssuedAt: new Date(at),
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

interface DocumentFacts {
  order: OrderRow;
  taxable: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
  placeOfSupply: string;
  invoiceNumber?: string;
  recipientGstin?: string;
  adjustedAt?: string;
  cancelledAt?: string;
}

/** Inserts a receipt voucher, refund voucher or credit note issued at `at` (amounts in paise). */
export async function insertDocument(
  t: TestApp,
  kind: TaxDocumentKind,
  number: string,
  at: string,
  facts: DocumentFacts,
) {
  const { cgst = 0, sgst = 0, igst = 0 } = facts;
  await t.db.insert(taxDocuments).values({
    kind,
    number,
    financialYear: number.split('/')[1]!,
    orderId: facts.order.id,
    invoiceNumber: facts.invoiceNumber ?? null,
    adjustedAt: facts.adjustedAt ? new Date(facts.adjustedAt) : null,
    recipientName: facts.order.customerName,
    recipientGstin: facts.recipientGstin ?? null,
    placeOfSupply: facts.placeOfSupply,
    sacCode: facts.order.sacCode,
    taxRate: 18,
    taxablePaise: facts.taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: facts.taxable + cgst + sgst + igst,
    issuedAt: new Date(at),
    cancelledAt: facts.cancelledAt ? new Date(facts.cancelledAt) : null,
  });
}

export const URJA_GSTIN = '27AAPFU0939F1ZV';
export const TATA_GSTIN = '29AABCT1332L1ZU';

/**
 * October 2026 at a workshop in Maharashtra (27): B2C and B2B jobs within the state, a B2B job
 * in Karnataka, a large and a small job for customers in Gujarat, advances (one from September
 * adjusted in October, one adjusted in November, one adjusted within October, one from Karnataka,
 * one partly refunded), credit notes to a registered and an unregistered customer, cancelled
 * documents, and invoices either side of the month's edges in India time.
 */
export async function buildOctober(t: TestApp, customer: TestUser): Promise<void> {
  const inv = (n: number, at: string, facts: InvoiceFacts) =>
    insertInvoice(t, customer, `INV/2026-27/0${n}`, at, facts);
  await inv(100, '2026-09-30T23:00:00+05:30', { taxable: 7_000_00, tax: 1_260_00 });
  const b2c = await inv(101, '2026-10-03T10:00:00+05:30', { taxable: 10_000_00, tax: 1_800_00 });
  const urja = await inv(102, '2026-10-10T11:00:00+05:30', {
    taxable: 50_000_00,
    tax: 9_000_00,
    customerName: 'Urja Motors',
    gstin: URJA_GSTIN,
    placeOfSupply: '27',
  });
  await inv(103, '2026-10-15T12:00:00+05:30', {
    taxable: 20_000_00,
    tax: 3_600_00,
    customerName: 'Tata Fleet Karnataka',
    gstin: TATA_GSTIN,
    placeOfSupply: '29',
    sac: '998729',
  });
  const large = await inv(104, '2026-10-20T09:30:00+05:30', {
    taxable: 1_00_000_00,
    tax: 18_000_00,
    placeOfSupply: '24',
  });
  await inv(105, '2026-10-21T16:00:00+05:30', { taxable: 5_000_50, tax: 900_09, placeOfSupply: '24' });
  const advanced = await inv(106, '2026-10-25T15:00:00+05:30', { taxable: 30_000_00, tax: 5_400_00 });
  const cancelled = await inv(107, '2026-10-31T23:30:00+05:30', {
    taxable: 2_000_05,
    tax: 360_01,
    status: 'Cancelled',
  });
  await inv(108, '2026-11-01T00:10:00+05:30', { taxable: 3_000_00, tax: 540_00 });

  await insertDocument(t, 'credit-note', 'CN/2026-27/0001', '2026-10-28T10:00:00+05:30', {
    order: urja,
    invoiceNumber: urja.invoiceNumber!,
    recipientGstin: URJA_GSTIN,
    placeOfSupply: '27',
    taxable: 5_000_00,
    cgst: 450_00,
    sgst: 450_00,
  });
  await insertDocument(t, 'credit-note', 'CN/2026-27/0002', '2026-10-31T23:40:00+05:30', {
    order: cancelled,
    invoiceNumber: cancelled.invoiceNumber!,
    placeOfSupply: '27',
    taxable: 2_000_05,
    cgst: 180_01,
    sgst: 180_00,
  });
  await insertDocument(t, 'credit-note', 'CN/2026-27/0003', '2026-10-29T10:00:00+05:30', {
    order: large,
    invoiceNumber: large.invoiceNumber!,
    placeOfSupply: '24',
    taxable: 10_000_00,
    igst: 1_800_00,
  });
  await insertDocument(t, 'credit-note', 'CN/2026-27/0004', '2026-10-30T10:00:00+05:30', {
    order: b2c,
    invoiceNumber: b2c.invoiceNumber!,
    placeOfSupply: '27',
    taxable: 1_000_00,
    cgst: 90_00,
    sgst: 90_00,
    cancelledAt: '2026-10-30T11:00:00+05:30',
  });

  const rv = (n: number, at: string, facts: Omit<DocumentFacts, 'order'>) =>
    insertDocument(t, 'receipt-voucher', `RV/2026-27/000${n}`, at, { order: advanced, ...facts });
  const intra = (taxable: number) => ({
    placeOfSupply: '27',
    taxable,
    cgst: (taxable * 9) / 100,
    sgst: (taxable * 9) / 100,
  });
  await rv(1, '2026-09-12T10:00:00+05:30', { ...intra(10_000_00), adjustedAt: '2026-10-25T15:00:00+05:30' });
  await rv(2, '2026-10-05T10:00:00+05:30', { ...intra(20_000_00), adjustedAt: '2026-11-10T10:00:00+05:30' });
  await rv(3, '2026-10-08T10:00:00+05:30', { ...intra(4_000_00), adjustedAt: '2026-10-22T10:00:00+05:30' });
  await rv(4, '2026-10-12T10:00:00+05:30', { placeOfSupply: '29', taxable: 6_000_00, igst: 1_080_00 });
  await rv(5, '2026-10-30T10:00:00+05:30', { ...intra(1_000_00), cancelledAt: '2026-10-30T12:00:00+05:30' });
  await insertDocument(t, 'refund-voucher', 'RF/2026-27/0001', '2026-10-18T10:00:00+05:30', {
    order: advanced,
    ...intra(2_000_00),
  });
}
