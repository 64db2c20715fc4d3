import type { LedgerKind } from '@karigar/domain/ledger';
import type { TestApp } from '../../../test/build-app';
import { ledgerEntries } from '../../db/schema/ledger-entries';

/** A ledger row of the order written straight into the database (money in positive, out negative). */
export async function insertLedgerRow(
  t: TestApp,
  orderId: string,
  kind: LedgerKind,
  amountPaise: number,
  occurredAt = new Date(),
): Promise<string> {
  const [row] = await t.db
    .insert(ledgerEntries)
    .values({ orderId, kind, method: 'cash', amountPaise, occurredAt })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('ledger row not inserted');
  return row.id;
}
