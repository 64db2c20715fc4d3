/**
 * Invoice PDF budget (DESIGN.md "Budgets": under 100 ms warm). Renders an unpaid order's invoice
 * (with its UPI QR) in English and in Marathi: 3 warm-up renders, then 50 timed ones each.
 * Run alone: node --import tsx bench/invoice-pdf.ts
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { loadConfig } from '../apps/api/src/config';
import { renderInvoicePdf } from '../apps/api/src/lib/pdf/render-invoice-pdf';
import { buildInvoiceData, type InvoiceOrder } from '../apps/api/src/modules/invoices/build-invoice-data';

const WARM_UPS = 3;
const RUNS = 50;
export const INVOICE_PDF_BUDGET_MS = 100;

export interface InvoicePdfTiming {
  language: InvoiceLanguage;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

const sampleOrder: InvoiceOrder = {
  id: '3f2a9c1e-7b4d-4e2a-9c1f-5a6b7c8d9e0f',
  status: 'Confirmed',
  customerName: 'Asha Patil',
  customerEmail: 'asha.patil@example.com',
  customerPhone: '+91 98220 12345',
  customerGstin: null,
  placeOfSupply: null,
  customerAddress: 'Flat 4, Shivaji Nagar, Pune 411005',
  serviceName: 'Fiberglass bumper repair and repainting',
  serviceNameMr: 'फायबरग्लास बंपर दुरुस्ती आणि पुन्हा रंगकाम',
  sacCode: '998714',
  unit: 'piece',
  details: 'Front and rear bumpers, matched to the original colour',
  modification: '',
  quantity: 2,
  offeredPricePaise: 6_000_00,
  discountPaise: 500_00,
  taxRate: 18,
  taxAlreadyIncluded: false,
  preTaxTotalPaise: 11_500_00,
  taxAmountPaise: 2_070_00,
  totalPaise: 13_570_00,
  paymentStatus: 'pending',
  paidAt: null,
  paidPaise: 0,
  razorpayPaymentId: null,
  paidThrough: null,
  paidReference: null,
  received: [],
  advances: [],
  invoiceNumber: null,
  invoiceIssuedAt: null,
  updatedAt: new Date('2026-06-01T10:00:00+05:30'),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Warm render times of the sample invoice, per language. */
export async function benchInvoicePdf(): Promise<InvoicePdfTiming[]> {
  const config = loadConfig({ BUSINESS_GSTIN: '27ABCDE1234F1Z5', BUSINESS_UPI_ID: 'karigar@okaxis' });
  const timings: InvoicePdfTiming[] = [];
  for (const language of ['en', 'mr'] as const) {
    const data = buildInvoiceData(sampleOrder, config.business, new Date(), language);
    let bytes = 0;
    for (let i = 0; i < WARM_UPS; i++) bytes = (await renderInvoicePdf(data, language)).length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await renderInvoicePdf(data, language);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    timings.push({ language, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes });
  }
  return timings;
}

/** Prints the timings and answers whether the budget holds. */
export async function reportInvoicePdf(): Promise<boolean> {
  let ok = true;
  for (const timing of await benchInvoicePdf()) {
    const within = timing.medianMs < INVOICE_PDF_BUDGET_MS;
    ok &&= within;
    console.log(
      `invoice pdf (${timing.language}): median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms, ` +
        `${(timing.bytes / 1024).toFixed(0)} KB — budget ${INVOICE_PDF_BUDGET_MS} ms ${within ? 'met' : 'MISSED'}`,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await reportInvoicePdf()) ? 0 : 1;
}
