import pg from 'pg';
import { expectedMails, missingMails, type ExpectedMail, type OutboxRow } from './expected-mails';
import { committedWrites } from './committed-writes';
import { keyOf, writeId, writeKinds, type Write, type WriteKind } from './journal';

export interface KindCount {
  acknowledged: number;
  found: number;
  lost: string[];
}

export interface Verdict {
  perKind: Record<WriteKind, KindCount>;
  /** Quotations with more than one order. */
  doubleOrders: string[];
  /** Provider payment ids recorded more than once. */
  doublePayments: string[];
  /** Orders whose amount received is not the sum of their captured payments, or exceeds their total. */
  miscountedOrders: string[];
  /** Mails missing for any write the database holds, acknowledged or not. */
  missingMails: ExpectedMail[];
  /** How many of those belong to acknowledged writes. */
  missingForAcknowledged: number;
  expectedMails: number;
}

/** The ids (or keys) of each kind that the database holds as acknowledged. */
async function presentKeys(client: pg.ClientBase, kind: WriteKind, keys: string[]): Promise<Set<string>> {
  const queries: Record<WriteKind, string> = {
    registration: 'SELECT id::text AS key FROM users WHERE id::text = ANY($1) AND deleted_at IS NULL',
    quotation: 'SELECT id::text AS key FROM quotations WHERE id::text = ANY($1)',
    'follow-up': 'SELECT id::text AS key FROM quotation_follow_ups WHERE id::text = ANY($1)',
    accept: 'SELECT id::text AS key FROM orders WHERE id::text = ANY($1) AND quotation_id IS NOT NULL',
    'manual-order': 'SELECT id::text AS key FROM orders WHERE id::text = ANY($1)',
    payment: "SELECT provider_payment_id AS key FROM payments WHERE provider_payment_id = ANY($1) AND status = 'paid'",
  };
  const { rows } = await client.query<{ key: string }>(queries[kind], [keys]);
  return new Set(rows.map((r) => r.key));
}

async function column(client: pg.ClientBase, sql: string): Promise<string[]> {
  const { rows } = await client.query<{ v: string }>(sql);
  return rows.map((r) => r.v);
}

/**
 * Checks the journal against the database: every acknowledged write present, nothing twice, and
 * every mail of every write the database holds kept in the outbox.
 */
export async function checkDatabase(databaseUrl: string, journal: Write[], ownerEmail: string): Promise<Verdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const unique = new Map(journal.map((entry) => [writeId(entry), entry]));
    const entries = [...unique.values()];
    const perKind = {} as Record<WriteKind, KindCount>;
    for (const kind of writeKinds) {
      const keys = entries.filter((e) => e.kind === kind).map(keyOf);
      const present = await presentKeys(client, kind, keys);
      const lost = keys.filter((key) => !present.has(key));
      perKind[kind] = { acknowledged: keys.length, found: keys.length - lost.length, lost };
    }
    const doubleOrders = await column(
      client,
      'SELECT quotation_id::text AS v FROM orders WHERE quotation_id IS NOT NULL GROUP BY quotation_id HAVING count(*) > 1',
    );
    const doublePayments = await column(
      client,
      'SELECT provider_payment_id AS v FROM payments WHERE provider_payment_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1',
    );
    const miscountedOrders = await column(
      client,
      `SELECT o.id::text AS v FROM orders o
         LEFT JOIN (SELECT order_id, sum(amount_paise) AS received FROM payments WHERE status = 'paid' GROUP BY order_id) p
           ON p.order_id = o.id
        WHERE o.paid_paise <> coalesce(p.received, 0) OR o.paid_paise > o.total_paise`,
    );
    const expected = (await committedWrites(client)).flatMap((entry) => expectedMails(entry, ownerEmail));
    const { rows: outbox } = await client.query<OutboxRow>('SELECT "to", subject, text FROM outbox');
    const missing = missingMails(expected, outbox);
    return {
      perKind,
      doubleOrders,
      doublePayments,
      miscountedOrders,
      missingMails: missing,
      missingForAcknowledged: missing.filter((mail) => unique.has(mail.write)).length,
      expectedMails: expected.length,
    };
  } finally {
    await client.end();
  }
}

export function passed(verdict: Verdict): boolean {
  return (
    writeKinds.every((kind) => verdict.perKind[kind].lost.length === 0) &&
    !verdict.doubleOrders.length &&
    !verdict.doublePayments.length &&
    !verdict.miscountedOrders.length &&
    !verdict.missingMails.length
  );
}
