import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import type { PaymentProvider } from '../../lib/payments/payment-provider';

/** The part of a pino logger the payment operations use. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment operations work with. */
export interface PaymentDeps {
  config: Config;
  db: Db;
  mail: MailOutbox;
  provider: PaymentProvider;
  log: PaymentLog;
}

/** Where a payment change came from, for the activity log. */
export interface PaymentContext {
  source: 'verify' | 'webhook' | 'reconcile' | 'sandbox';
  actorId: string | null;
  ip: string | null;
}
