import type { Language } from '@karigar/domain/language';
import { formatInr } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { RecordedPaymentMethod } from '@karigar/domain/recorded-payment';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { mailTexts, oneLine, serviceNameFor } from '../../lib/mail-texts';
import { languageOfEmail } from '../../lib/mail-texts/recipient-language';

/** What the owner is told, written for a recipient's language; one message goes to each recipient. */
export type OwnerNotice = (language: Language) => Omit<MailMessage, 'to'>;

/** How money arrived, as the owner's notice says it. */
export type PaymentWay =
  | { kind: 'sandbox' }
  | { kind: 'online'; method: string }
  | { kind: 'recorded'; method: RecordedPaymentMethod; admin: string; reference: string | null };

/**
 * The owner's mails for a notice, each in its recipient's language: to OWNER_EMAIL when set,
 * otherwise to every admin account not deleted. Read in the caller's transaction, for it to queue.
 */
export async function ownerMails(
  db: DbOrTx,
  config: Pick<Config, 'ownerEmail'>,
  notice: OwnerNotice,
): Promise<MailMessage[]> {
  const recipients = config.ownerEmail
    ? [{ email: config.ownerEmail, language: await languageOfEmail(db, config.ownerEmail) }]
    : await db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return recipients.map(({ email, language }) => ({ to: email, ...notice(language) }));
}

/** A customer accepted a quotation, which became an order. */
export function quotationAcceptedNotice(
  accepted: { customerName: string; serviceName: string; serviceNameMr: string; totalRupees: number; orderId: string },
  appUrl: string,
): OwnerNotice {
  const ref = orderNumber(accepted.orderId);
  return (language) => {
    const t = mailTexts(language).owner;
    const service = serviceNameFor({ name: accepted.serviceName, nameMr: accepted.serviceNameMr }, language);
    return {
      subject: oneLine(t.acceptedSubject(service, accepted.customerName)),
      text: [
        t.accepted(accepted.customerName, service, formatInr(accepted.totalRupees)),
        t.nowOrder(ref),
        '',
        t.openOrder(`${appUrl}/admin/orders/${accepted.orderId}`),
      ].join('\n'),
    };
  };
}

function paymentWayText(way: PaymentWay, language: Language): string {
  const t = mailTexts(language).paymentWay;
  if (way.kind === 'sandbox') return t.sandbox;
  if (way.kind === 'online') return t.online(way.method);
  const recorded = t.recorded(t.methods[way.method], way.admin);
  return way.reference ? `${recorded}, ${t.reference(way.reference)}` : recorded;
}

/** Money arrived for an order, online or recorded by an admin. */
export function paymentArrivedNotice(
  payment: {
    orderId: string;
    customerName: string;
    amountRupees: number;
    dueRupees: number;
    how: PaymentWay;
  },
  appUrl: string,
): OwnerNotice {
  const ref = orderNumber(payment.orderId);
  const amount = formatInr(payment.amountRupees);
  return (language) => {
    const t = mailTexts(language).owner;
    return {
      subject: oneLine(t.paymentSubject(amount, ref)),
      text: [
        t.paid(payment.customerName, amount, ref, paymentWayText(payment.how, language)),
        payment.dueRupees > 0 ? t.stillDue(formatInr(payment.dueRupees)) : t.fullyPaid,
        '',
        t.openOrder(`${appUrl}/admin/orders/${payment.orderId}`),
      ].join('\n'),
    };
  };
}
