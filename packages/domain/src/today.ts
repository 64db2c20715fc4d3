import { z } from 'zod';

/** How many items each section of the owner's Today list shows (its total counts them all). */
export const TODAY_SECTION_SIZE = 5;

/** One thing to act on: whose it is, what it is about, an amount where money is the point, and since when. */
export const todayItem = z.object({
  /** The quotation's, order's or enquiry's id (its page is built from it). */
  id: z.string(),
  name: z.string(),
  /** The service's name (or the start of an enquiry's message), and its Marathi name when there is one. */
  about: z.string(),
  aboutMr: z.string(),
  /** In rupees: a quotation's total, an order's total, or what is still due on it. */
  amount: z.number().nullable(),
  /** An open order's status. */
  status: z.string().nullable(),
  /** When it started waiting (asked, priced, ordered, written), ISO 8601. */
  since: z.string(),
});
export type TodayItem = z.infer<typeof todayItem>;

const todaySection = z.object({ total: z.number().int(), items: z.array(todayItem) });
export type TodaySection = z.infer<typeof todaySection>;

/**
 * GET /api/dashboard/today (admin): what the owner should act on, each section oldest first.
 * `openJobs` are the orders being worked on, longest waiting first (until orders carry a promised
 * date, their age is the measure of being late).
 */
export const todayAnswer = z.object({
  toPrice: todaySection,
  awaitingCustomer: todaySection,
  openJobs: todaySection,
  moneyDue: todaySection,
  newEnquiries: todaySection,
});
export type TodayAnswer = z.infer<typeof todayAnswer>;
export const todaySections = [
  'toPrice',
  'awaitingCustomer',
  'openJobs',
  'moneyDue',
  'newEnquiries',
] as const satisfies readonly (keyof TodayAnswer)[];
export type TodaySectionKey = (typeof todaySections)[number];
