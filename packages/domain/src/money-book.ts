import { z } from 'zod';
import { issueCode } from './error-codes';
import { languageSchema } from './language';
import { ledgerMethods, refundStatuses } from './ledger';
import { indiaDate, isCalendarDate } from './recorded-payment';

// The admin's Money screen: the day book, what customers owe, and refunds (GET /api/money/…).

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: issueCode('MONEY_RANGE_INVALID'), abort: true })
  .refine(isCalendarDate, issueCode('MONEY_RANGE_INVALID'));

/** The first day of the India month `at` falls in, and that day (YYYY-MM-DD): the screen's default range. */
export function thisMonth(at: Date): { from: string; to: string } {
  const to = indiaDate(at);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** A range of India days, both ends included; missing ends default to this month so far. */
export const moneyRangeQuery = z
  .object({ from: day.optional(), to: day.optional(), lang: languageSchema.optional() })
  .transform(({ from, to, lang }) => {
    const month = thisMonth(new Date());
    return { from: from ?? month.from, to: to ?? month.to, lang };
  })
  .refine((range) => range.from <= range.to, { error: issueCode('MONEY_RANGE_INVALID'), path: ['to'] });
export type MoneyRangeQuery = z.input<typeof moneyRangeQuery>;

/** Rupees by how the money moved (refunds subtract). */
export const methodAmounts = z.object(
  Object.fromEntries(ledgerMethods.map((method) => [method, z.number()])) as Record<
    (typeof ledgerMethods)[number],
    z.ZodNumber
  >,
);
export type MethodAmounts = z.infer<typeof methodAmounts>;

const dayBookDay = z.object({ date: z.string(), amounts: methodAmounts, total: z.number() });
export type DayBookDay = z.infer<typeof dayBookDay>;

/** GET /api/money/day-book: each day with money moved, by method, and the range's totals (money in and out). */
export const dayBookAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(dayBookDay),
  totals: z.object({ amounts: methodAmounts, total: z.number(), received: z.number(), paidOut: z.number() }),
});
export type DayBookAnswer = z.infer<typeof dayBookAnswer>;

const agedAmounts = z.object({ upTo30: z.number(), upTo60: z.number(), over60: z.number(), total: z.number() });
export type AgedAmounts = z.infer<typeof agedAmounts>;

/** GET /api/money/dues: what each customer owes on billed jobs, aged from the invoice (or completion) date. */
export const duesAnswer = z.object({
  asOf: z.string(),
  customers: z.array(agedAmounts.extend({ userId: z.string(), name: z.string(), orders: z.number().int() })),
  totals: agedAmounts,
});
export type DuesAnswer = z.infer<typeof duesAnswer>;
export type CustomerDues = DuesAnswer['customers'][number];

/** GET /api/money/refunds: orders owed money back now, and the refunds paid in the range. */
export const refundsAnswer = z.object({
  due: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), customer: z.string(), amount: z.number() })),
  made: z.array(
    z.object({
      id: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      customer: z.string(),
      method: z.enum(ledgerMethods),
      amount: z.number(),
      reason: z.string(),
      status: z.enum(refundStatuses),
      at: z.string(),
    }),
  ),
  totals: z.object({ due: z.number(), made: z.number() }),
});
export type RefundsAnswer = z.infer<typeof refundsAnswer>;
