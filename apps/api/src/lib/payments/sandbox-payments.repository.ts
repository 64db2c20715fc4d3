import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxPayments } from '../../db/schema/sandbox-payments';
import type { ProviderPayment } from './payment-provider';

/** A payment the sandbox checkout made: captured or failed, always with a method. */
export type SandboxPayment = Omit<ProviderPayment, 'status' | 'method'> & {
  status: 'captured' | 'failed';
  method: string;
};

export async function insertSandboxPayment(db: DbOrTx, payment: Omit<SandboxPayment, 'createdAt'>): Promise<void> {
  await db.insert(sandboxPayments).values({
    id: payment.id,
    providerOrderId: payment.orderId,
    status: payment.status,
    amountPaise: payment.amountPaise,
    method: payment.method,
    errorDescription: payment.errorDescription,
  });
}

/** Every attempt on a provider order, oldest first. */
export async function listSandboxPayments(db: DbOrTx, providerOrderId: string): Promise<SandboxPayment[]> {
  const rows = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.providerOrderId, providerOrderId))
    .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.providerOrderId,
    status: row.status,
    amountPaise: row.amountPaise,
    method: row.method,
    errorDescription: row.errorDescription,
    createdAt: row.createdAt,
  }));
}
