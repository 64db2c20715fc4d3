import { formatInr, toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import { mailTexts, oneLine } from '../../apps/api/src/lib/mail-texts';
import { writeId, type Write } from './journal';

/** A mail an acknowledged action must have caused: its recipient, exact subject, and a line only it holds. */
export interface ExpectedMail {
  cause: Write['kind'];
  /** The write's writeId. */
  write: string;
  to: string;
  subject: string;
  marker: string;
}

export interface OutboxRow {
  to: string;
  subject: string;
  text: string;
}

const t = mailTexts('en');

/**
 * The mails each acknowledged write sends (every account here reads English): the welcome mail of
 * a registration, the workshop's notice of a request, the customer's follow-up mail, the owner's
 * notice of an acceptance, the customer's mail of a manual order, and for a payment that settles
 * the order the customer's receipt and the owner's notice.
 */
export function expectedMails(entry: Write, ownerEmail: string): ExpectedMail[] {
  return mailsOf(entry, ownerEmail).map((mail) => ({ ...mail, write: writeId(entry) }));
}

function mailsOf(entry: Write, ownerEmail: string): Omit<ExpectedMail, 'write'>[] {
  switch (entry.kind) {
    case 'registration':
      return [{ cause: entry.kind, to: entry.email, subject: t.welcome.subject, marker: '/user/dashboard' }];
    case 'quotation':
      return [
        {
          cause: entry.kind,
          to: ownerEmail,
          subject: oneLine(t.quotation.newSubject(entry.service, entry.customerName)),
          marker: `/admin/quotations/${entry.quotationId}`,
        },
      ];
    case 'follow-up':
      return [
        {
          cause: entry.kind,
          to: entry.email,
          subject: oneLine(t.quotation.newPriceSubject(entry.service, formatInr(entry.newPrice))),
          marker: `/user/quotations/${entry.quotationId}`,
        },
      ];
    case 'accept':
      return [
        {
          cause: entry.kind,
          to: ownerEmail,
          subject: oneLine(t.owner.acceptedSubject(entry.service, entry.customerName)),
          marker: `/admin/orders/${entry.orderId}`,
        },
      ];
    case 'manual-order':
      return [
        {
          cause: entry.kind,
          to: entry.email,
          subject: oneLine(t.order.manualSubject(entry.orderNumber, entry.service)),
          marker: `/user/orders/${entry.orderId}`,
        },
      ];
    case 'payment': {
      const ref = orderNumber(entry.orderId);
      return [
        {
          cause: entry.kind,
          to: entry.email,
          subject: t.receipt.sandboxSubject(ref),
          marker: t.receipt.transaction(entry.providerPaymentId),
        },
        {
          cause: entry.kind,
          to: ownerEmail,
          subject: oneLine(t.owner.paymentSubject(formatInr(toRupees(entry.amountPaise)), ref)),
          marker: `/admin/orders/${entry.orderId}`,
        },
      ];
    }
  }
}

/** The expected mails no outbox row answers, each row answering one expected mail at most. */
export function missingMails(expected: ExpectedMail[], outbox: OutboxRow[]): ExpectedMail[] {
  const unused = new Set(outbox);
  return expected.filter((mail) => {
    for (const row of unused) {
      const same =
        row.to.toLowerCase() === mail.to.toLowerCase() &&
        row.subject === mail.subject &&
        row.text.includes(mail.marker);
      if (same) {
        unused.delete(row);
        return false;
      }
    }
    return true;
  });
}
