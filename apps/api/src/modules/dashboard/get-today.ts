import { toRupees } from '@karigar/domain/money';
import { TODAY_SECTION_SIZE, type TodayAnswer, type TodaySection } from '@karigar/domain/today';
import type { DbOrTx } from '../../db/client';
import {
  newEnquiries,
  openJobs,
  ordersWithMoneyDue,
  quotationsAwaitingCustomer,
  quotationsToPrice,
  type TodayRow,
} from './today.repository';

function section(rows: TodayRow[]): TodaySection {
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ paise, since, total: _total, ...item }) => ({
      ...item,
      amount: paise === null ? null : toRupees(Number(paise)),
      since: since.toISOString(),
    })),
  };
}

/**
 * The owner's Today list: requests to price, quotations waiting for the customer, open jobs
 * (longest waiting first: orders carry no promised date yet, so age is how late a job is), orders
 * with money due and new enquiries, a few of each with how many there are.
 */
export async function getToday(db: DbOrTx): Promise<TodayAnswer> {
  const [toPrice, awaitingCustomer, jobs, moneyDue, enquiries] = await Promise.all([
    quotationsToPrice(db, TODAY_SECTION_SIZE),
    quotationsAwaitingCustomer(db, TODAY_SECTION_SIZE),
    openJobs(db, TODAY_SECTION_SIZE),
    ordersWithMoneyDue(db, TODAY_SECTION_SIZE),
    newEnquiries(db, TODAY_SECTION_SIZE),
  ]);
  return {
    toPrice: section(toPrice),
    awaitingCustomer: section(awaitingCustomer),
    openJobs: section(jobs),
    moneyDue: section(moneyDue),
    newEnquiries: section(enquiries),
  };
}
