import { ledgerMethods } from '@karigar/domain/ledger';
import type { DayBookAnswer, DuesAnswer, MethodAmounts, RefundsAnswer } from '@karigar/domain/money-book';
import { toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import { indiaDate } from '@karigar/domain/recorded-payment';
import type { DbOrTx } from '../../db/client';
import {
  dayBookGroups,
  duesByCustomer,
  refundsDue,
  refundsMade,
  type DayBookGroup,
  type DayRange,
  type DuesGroup,
} from './money.repository';

const noMoney = (): MethodAmounts => Object.fromEntries(ledgerMethods.map((method) => [method, 0])) as MethodAmounts;

/** The day book: the database's groups placed by day, each method's total and the range's. */
export async function getDayBook(db: DbOrTx, range: DayRange): Promise<DayBookAnswer> {
  const groups = await dayBookGroups(db, range);
  const days = new Map<string, DayBookAnswer['days'][number]>();
  const totals: DayBookAnswer['totals'] = { amounts: noMoney(), total: 0, received: 0, paidOut: 0 };
  const place = (group: DayBookGroup) => {
    if (group.day === null) {
      if (group.method) totals.amounts[group.method] = toRupees(group.paise);
      else
        Object.assign(totals, {
          total: toRupees(group.paise),
          received: toRupees(group.inPaise),
          paidOut: toRupees(group.outPaise),
        });
      return;
    }
    const entry = days.get(group.day) ?? { date: group.day, amounts: noMoney(), total: 0 };
    if (group.method) entry.amounts[group.method] = toRupees(group.paise);
    else entry.total = toRupees(group.paise);
    days.set(group.day, entry);
  };
  groups.forEach(place);
  return { from: range.from, to: range.to, days: [...days.values()], totals };
}

const aged = (group: DuesGroup) => ({
  upTo30: toRupees(group.upTo30),
  upTo60: toRupees(group.upTo60),
  over60: toRupees(group.over60),
  total: toRupees(group.total),
});

/** What each customer owes on billed jobs, aged on `asOf`'s India day. */
export async function getDues(db: DbOrTx, asOf: Date): Promise<DuesAnswer> {
  const day = indiaDate(asOf);
  const groups = await duesByCustomer(db, day);
  const totalsRow = groups.find((group) => group.userId === null);
  return {
    asOf: day,
    customers: groups
      .filter((group) => group.userId !== null)
      .map((group) => ({ userId: group.userId!, name: group.name ?? '', orders: group.orders, ...aged(group) })),
    totals: totalsRow ? aged(totalsRow) : { upTo30: 0, upTo60: 0, over60: 0, total: 0 },
  };
}

/** Orders owed money back now, and the refunds processed in the range. */
export async function getRefunds(db: DbOrTx, range: DayRange): Promise<RefundsAnswer> {
  const [due, made] = await Promise.all([refundsDue(db), refundsMade(db, range)]);
  const sum = (rows: { paise: number }[]) => toRupees(rows.reduce((total, row) => total + row.paise, 0));
  return {
    due: due.map((row) => ({
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      customer: row.customer,
      amount: toRupees(row.paise),
    })),
    made: made.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      customer: row.customer,
      method: row.method,
      amount: toRupees(row.paise),
      reason: row.reason,
      status: row.status,
      at: row.at.toISOString(),
    })),
    totals: { due: sum(due), made: sum(made) },
  };
}
