import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';

/** A write of the load (one the server acknowledged with a 2xx, or one found in the database), with what names it. */
export type Write =
  | { kind: 'registration'; userId: string; email: string; name: string }
  | { kind: 'quotation'; quotationId: string; userId: string; customerName: string; service: string }
  | { kind: 'follow-up'; quotationId: string; followUpId: string; email: string; service: string; newPrice: number }
  | { kind: 'accept'; quotationId: string; orderId: string; customerName: string; service: string }
  | { kind: 'manual-order'; orderId: string; orderNumber: string; email: string; service: string }
  | { kind: 'payment'; orderId: string; providerPaymentId: string; amountPaise: number; email: string };

export type WriteKind = Write['kind'];

/** `kind:key`: one write, however often it was acknowledged. */
export const writeId = (entry: Write): string => `${entry.kind}:${keyOf(entry)}`;
export const writeKinds: WriteKind[] = ['registration', 'quotation', 'follow-up', 'accept', 'manual-order', 'payment'];

/** What identifies one write: the same payment confirmed twice is one write. */
export const keyOf = (entry: Write): string => {
  switch (entry.kind) {
    case 'registration':
      return entry.userId;
    case 'quotation':
      return entry.quotationId;
    case 'follow-up':
      return entry.followUpId;
    case 'accept':
    case 'manual-order':
      return entry.orderId;
    case 'payment':
      return entry.providerPaymentId;
  }
};

/**
 * An append-only file of acknowledged writes, one JSON line each, flushed to disk before the next
 * request: the journal itself survives any kill.
 */
export class Journal {
  private readonly fd: number;

  constructor(file: string) {
    this.fd = openSync(file, 'a');
  }

  record(entry: Write): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Every complete line of the journal (a line cut short by a kill of the load itself is skipped). */
export function readJournal(file: string): Write[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as Write);
}
