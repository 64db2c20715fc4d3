import { formatInr } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { MailMessage } from '../../lib/mail';

/** What the owner is told; one message goes to each recipient. */
export type OwnerNotice = Omit<MailMessage, 'to'>;

/** Plain-text mails: nothing anyone typed is rendered, and subjects stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * The owner's mails for a notice: to OWNER_EMAIL when set, otherwise to every admin account not
 * deleted. Read in the caller's transaction; send them after its commit.
 */
export async function ownerMails(
  db: DbOrTx,
  config: Pick<Config, 'ownerEmail'>,
  notice: OwnerNotice,
): Promise<MailMessage[]> {
  const recipients = config.ownerEmail
    ? [config.ownerEmail]
    : (
        await db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      ).map((row) => row.email);
  return recipients.map((to) => ({ to, ...notice }));
}

/** A customer accepted a quotation, which became an order. */
export function quotationAcceptedNotice(
  accepted: { customerName: string; serviceName: string; totalRupees: number; orderId: string },
  appUrl: string,
): OwnerNotice {
  const ref = orderNumber(accepted.orderId);
  return {
    subject: oneLine(`Quotation accepted: ${accepted.serviceName} for ${accepted.customerName}`),
    text: [
      `${accepted.customerName} accepted the quotation for ${accepted.serviceName} (${formatInr(accepted.totalRupees)}).`,
      `It is now order #${ref}.`,
      '',
      `Open the order: ${appUrl}/admin/orders/${accepted.orderId}`,
    ].join('\n'),
  };
}

/** Money arrived for an order, online or recorded by an admin. */
export function paymentArrivedNotice(
  payment: {
    orderId: string;
    customerName: string;
    amountRupees: number;
    dueRupees: number;
    how: string;
  },
  appUrl: string,
): OwnerNotice {
  const ref = orderNumber(payment.orderId);
  return {
    subject: oneLine(`Payment received: ${formatInr(payment.amountRupees)} for order #${ref}`),
    text: [
      `${payment.customerName} paid ${formatInr(payment.amountRupees)} for order #${ref} (${payment.how}).`,
      payment.dueRupees > 0 ? `Still due: ${formatInr(payment.dueRupees)}.` : 'The order is fully paid.',
      '',
      `Open the order: ${appUrl}/admin/orders/${payment.orderId}`,
    ].join('\n'),
  };
}

/** The part of a logger sending after the commit uses. */
export interface MailLog {
  error(details: object, message: string): void;
}

/**
 * Sends mails after the commit without waiting for them: the mailer logs its own failures, and
 * anything else it rejects with is logged here, never thrown at the action that caused them.
 */
export function sendAfterCommit(
  mailer: { send: (message: MailMessage) => Promise<void> },
  log: MailLog,
  mails: MailMessage[],
): void {
  for (const mail of mails)
    mailer.send(mail).catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'mail not sent'));
}
