import { z } from 'zod';
import { issueCode } from './error-codes';

/**
 * GSTR-1 and GSTR-3B 3.1(a) for one month (decision 056). Amounts travel in integer paise; the
 * downloads write them as rupees with 2 decimals, as the GST portal reads them.
 */

/** B2C invoices to another state above this value go to b2cl, one by one (₹1,00,000 since August 2024). */
export const B2CL_INVOICE_LIMIT_PAISE = 1_00_000_00;

/** The year's turnover from which e-invoicing is required (₹5 crore). */
export const E_INVOICE_THRESHOLD_PAISE = 5_00_00_000_00;

/** The share of that threshold at which the start-up warns. */
export const E_INVOICE_WARNING_SHARE = 0.8;

/** The first month GST existed (July 2017): no return is filed for an earlier one. */
const FIRST_GST_PERIOD = '2017-07';

/** The month a moment falls in, in India: '2026-11'. */
export function indiaMonth(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);
}

/** The month before the current one in India, which a report screen opens on. */
export function lastIndiaMonth(now: Date): string {
  const [year, month] = indiaMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `?period=2026-11`: a month since GST began, not after the current one in India. */
export const gstPeriodQuery = z.object({
  period: z
    .string({ error: issueCode('GST_PERIOD_INVALID') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, issueCode('GST_PERIOD_INVALID'))
    .refine((period) => period >= FIRST_GST_PERIOD, issueCode('GST_PERIOD_INVALID'))
    .refine((period) => period <= indiaMonth(new Date()), issueCode('GST_PERIOD_FUTURE')),
});

/** The GSTR-1 sections, in the order the return lists them; each downloads as its own CSV. */
export const gstr1Sections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'at', 'atadj', 'hsn', 'docs'] as const;
export type Gstr1Section = (typeof gstr1Sections)[number];

/** `?period=2026-11&section=b2cs` */
export const gstr1CsvQuery = gstPeriodQuery.extend({
  section: z.enum(gstr1Sections, { error: issueCode('GST_SECTION_INVALID') }),
});

const paise = z.number().int();

/** A supply's taxable value and its taxes. */
export const taxAmounts = z.object({
  taxablePaise: paise,
  igstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  cessPaise: paise,
});
export type TaxAmounts = z.infer<typeof taxAmounts>;

/** Two-digit state code ('27'). */
const stateCode = z.string();
/** India date 'YYYY-MM-DD'. */
const day = z.string();

export const b2bRow = taxAmounts.extend({
  recipientGstin: z.string(),
  recipientName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: day,
  invoiceValuePaise: paise,
  placeOfSupply: stateCode,
  reverseCharge: z.literal('N'),
  invoiceType: z.literal('Regular'),
  rate: z.number(),
});

export const b2clRow = taxAmounts.extend({
  invoiceNumber: z.string(),
  invoiceDate: day,
  invoiceValuePaise: paise,
  placeOfSupply: stateCode,
  rate: z.number(),
});

/** B2C small supplies, summed by place of supply and rate, net of their credit notes. */
export const b2csRow = taxAmounts.extend({ type: z.literal('OE'), placeOfSupply: stateCode, rate: z.number() });

const noteFields = {
  noteNumber: z.string(),
  noteDate: day,
  noteType: z.literal('C'),
  originalInvoiceNumber: z.string().nullable(),
  noteValuePaise: paise,
  placeOfSupply: stateCode,
  rate: z.number(),
};

export const cdnrRow = taxAmounts.extend({
  ...noteFields,
  recipientGstin: z.string(),
  recipientName: z.string(),
  reverseCharge: z.literal('N'),
  noteSupplyType: z.literal('Regular'),
});

export const cdnurRow = taxAmounts.extend({ ...noteFields, urType: z.literal('B2CL') });

/** Advances (at: received, net of refunds; atadj: adjusted), by place of supply and rate. */
export const advanceRow = taxAmounts.extend({ placeOfSupply: stateCode, rate: z.number() });

export const hsnRow = taxAmounts.extend({
  sac: z.string(),
  uqc: z.enum(['NA', 'OTH']),
  quantity: z.number().int(),
  totalValuePaise: paise,
  rate: z.number(),
});

/** The document series the docs section lists. */
export const gstDocumentSeries = ['invoices', 'credit-notes', 'receipt-vouchers', 'refund-vouchers'] as const;
export type GstDocumentSeries = (typeof gstDocumentSeries)[number];

export const docsRow = z.object({
  series: z.enum(gstDocumentSeries),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  cancelled: z.number().int(),
});

/** The sections whose rows carry amounts, each with its total. */
export const gstr1AmountSections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'at', 'atadj', 'hsn'] as const;
export type Gstr1AmountSection = (typeof gstr1AmountSections)[number];

/** GET /api/reports/gstr1?period= answer. */
export const gstr1Answer = z.object({
  period: z.string(),
  gstin: z.string(),
  b2b: z.array(b2bRow),
  b2cl: z.array(b2clRow),
  b2cs: z.array(b2csRow),
  cdnr: z.array(cdnrRow),
  cdnur: z.array(cdnurRow),
  at: z.array(advanceRow),
  atadj: z.array(advanceRow),
  hsn: z.array(hsnRow),
  docs: z.array(docsRow),
  /** Each section's taxable value and taxes summed. */
  totals: z.record(z.enum(gstr1AmountSections), taxAmounts),
  /** GSTR-3B table 3.1(a): outward taxable supplies, net of credit notes, plus advances less adjustments. */
  gstr3b: taxAmounts,
});
export type Gstr1Answer = z.infer<typeof gstr1Answer>;
export type B2bRow = z.infer<typeof b2bRow>;
export type B2clRow = z.infer<typeof b2clRow>;
export type B2csRow = z.infer<typeof b2csRow>;
export type CdnrRow = z.infer<typeof cdnrRow>;
export type CdnurRow = z.infer<typeof cdnurRow>;
export type AdvanceRow = z.infer<typeof advanceRow>;
export type HsnRow = z.infer<typeof hsnRow>;
export type DocsRow = z.infer<typeof docsRow>;
