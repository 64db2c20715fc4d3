import { toRupees } from '@karigar/domain/money';
import { orderRef } from '@karigar/domain/order';
import type { LedgerAnswer, ledgerQuery } from '@karigar/domain/refund';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { listLedgerViews, type LedgerView } from './ledger.repository';

/** The instant an India day starts. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

function toLedgerRow({ entry, customerName, createdBy }: LedgerView): LedgerAnswer['rows'][number] {
  return {
    _id: entry.id,
    orderId: entry.orderId,
    orderRef: orderRef(entry.orderId),
    customerName,
    kind: entry.kind,
    method: entry.method,
    amount: toRupees(entry.amountPaise),
    occurredAt: entry.occurredAt.toISOString(),
    providerId: entry.providerId,
    note: entry.note,
    createdBy: createdBy ? { _id: createdBy.id, name: createdBy.name } : null,
  };
}

/** GET /api/ledger (admin): the rows of the India days from `from` to `to` (both included), paged, oldest first. */
export async function listLedger(db: DbOrTx, query: z.output<typeof ledgerQuery>): Promise<LedgerAnswer> {
  const range = {
    from: indiaDayStart(query.from),
    until: new Date(indiaDayStart(query.to).getTime() + DAY_MS),
    method: query.method,
  };
  const { views, total, sumPaise } = await listLedgerViews(db, range, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    rows: views.map(toLedgerRow),
    total,
    sum: toRupees(sumPaise),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
