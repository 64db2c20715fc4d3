import type { LedgerKind, LedgerMethod } from '@karigar/domain/ledger';
import type { RecordedPaymentMethod } from '@karigar/domain/recorded-payment';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { insertLedgerEntry } from './ledger.repository';
import { readOrderMoney, refreshOrderMoney, type MoneyChange } from './order-money';

/** One movement of money: positive in, negative out. */
export interface LedgerMovement {
  kind: LedgerKind;
  method: LedgerMethod;
  amountPaise: number;
  paymentId?: string | null;
  providerId?: string | null;
  note?: string | null;
  createdBy?: string | null;
  /** When the money moved. */
  occurredAt: Date;
}

type LedgerOrder = Pick<OrderRow, 'id' | 'totalPaise' | 'status' | 'paymentStatus'>;

/**
 * Writes one movement of money of the order as its immutable ledger row, in the caller's
 * transaction (the order row locked by the caller, `order` as it is now), and brings the order's
 * money up to date from the ledger. Every movement (captures, recorded payments, voids, refunds)
 * goes through here.
 */
export async function appendLedgerEntry(
  tx: Tx,
  config: Pick<Config, 'business'>,
  order: LedgerOrder,
  movement: LedgerMovement,
): Promise<MoneyChange> {
  await insertLedgerEntry(tx, { orderId: order.id, ...movement });
  return refreshOrderMoney(tx, config, order, { at: movement.occurredAt, paidWith: movement.providerId ?? null });
}

/**
 * The kind of money received for the order: an advance when the order is still open and unpaid,
 * its tax invoice not issued, and the money does not pay it in full (under GST such money is an
 * advance); otherwise `kind` (a payment that settles the order issues the invoice with it).
 */
export async function receivedKind(
  tx: Tx,
  order: LedgerOrder & Pick<OrderRow, 'invoiceNumber'>,
  amountPaise: number,
  kind: 'online-payment' | 'recorded-payment',
): Promise<LedgerKind> {
  if (order.status === 'Cancelled' || order.paymentStatus === 'paid' || order.invoiceNumber) return kind;
  const { duePaise } = await readOrderMoney(tx, order);
  return amountPaise < duePaise ? 'advance' : kind;
}

const recordedMethods: Record<RecordedPaymentMethod, LedgerMethod> = {
  cash: 'cash',
  upi: 'upi',
  bank_transfer: 'bank',
  cheque: 'cheque',
};

/** How a payments row's money moved, as the ledger names it: a recorded payment's method, or online. */
export function ledgerMethodOf(payment: Pick<PaymentRow, 'provider' | 'method'>): LedgerMethod {
  if (payment.provider !== 'manual') return 'online';
  const method = recordedMethods[payment.method as RecordedPaymentMethod] as LedgerMethod | undefined;
  if (!method) throw new Error(`recorded payment with unknown method ${payment.method}`);
  return method;
}
