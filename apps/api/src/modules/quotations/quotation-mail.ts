import { displayPhone } from '@karigar/domain/phone';
import type { Language } from '@karigar/domain/language';
import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { CustomerNotice } from '../notifications/notify-customer';
import { mailTexts, oneLine, serviceNameFor } from '../../lib/mail-texts';

/** Tells the workshop about a new quotation request, in the recipient's language. */
export function newRequestMail(to: string, language: Language, q: Quotation, appUrl: string): MailMessage {
  const t = mailTexts(language);
  const service = serviceNameFor(q.serviceId, language);
  return {
    to,
    subject: oneLine(t.quotation.newSubject(service, q.userId.name)),
    text: [
      t.quotation.asked(q.userId.name),
      '',
      t.service(service),
      t.quantity(q.quantity),
      t.quotation.expectedPrice(q.quotationPrice === null ? '-' : formatInr(q.quotationPrice)),
      t.quotation.listTotal(formatInr(q.totalAfterTax)),
      t.customer([q.userId.email, q.userId.phone && displayPhone(q.userId.phone)].filter(Boolean).join(', ')),
      '',
      q.description || t.noDetails,
      ...(q.modification ? ['', t.modifications(q.modification)] : []),
      '',
      t.open(`${appUrl}/admin/quotations/${q._id}`),
    ].join('\n'),
  };
}

/** Tells the customer about a follow-up from the workshop (a new price, a note, or both). */
export function followUpMail(
  q: Quotation,
  language: Language,
  follow: { newPrice: number | null; note: string | null },
  appUrl: string,
): MailMessage {
  const t = mailTexts(language);
  const service = serviceNameFor(q.serviceId, language);
  const subject =
    follow.newPrice === null
      ? t.quotation.updateSubject(service)
      : t.quotation.newPriceSubject(service, formatInr(follow.newPrice));
  return {
    to: q.userId.email,
    userId: q.userId._id,
    subject: oneLine(subject),
    text: [
      t.hello(q.userId.name),
      '',
      t.quotation.followedUp(service),
      ...(follow.newPrice === null ? [] : [t.quotation.newPrice(formatInr(follow.newPrice))]),
      ...(follow.note ? [t.quotation.note(follow.note)] : []),
      t.totalInclTax(formatInr(q.totalAfterTax)),
      '',
      t.quotation.decide(`${appUrl}/user/quotations/${q._id}`),
    ].join('\n'),
  };
}

/** Tells the customer the workshop revised the quotation's pricing. */
export function revisedMail(q: Quotation, language: Language, appUrl: string): MailMessage {
  const t = mailTexts(language);
  const service = serviceNameFor(q.serviceId, language);
  return {
    to: q.userId.email,
    userId: q.userId._id,
    subject: oneLine(t.quotation.revisedSubject(service, formatInr(q.totalAfterTax))),
    text: [
      t.hello(q.userId.name),
      '',
      t.quotation.revised(service),
      t.quotation.price(formatInr(q.offeredPrice), q.quantity),
      ...(q.discount > 0 ? [t.quotation.discount(formatInr(q.discount))] : []),
      t.totalInclTax(formatInr(q.totalAfterTax)),
      '',
      t.quotation.decide(`${appUrl}/user/quotations/${q._id}`),
    ].join('\n'),
  };
}

/**
 * The customer's notice of the workshop's price: 'quotation-priced' the first time the workshop
 * answers the request, 'quotation-revised' after that; `mail` is the email in their language.
 */
export function quotationNotice(
  q: Quotation,
  wasPriced: boolean,
  mail: (language: Language) => MailMessage,
  appUrl: string,
): CustomerNotice {
  return {
    userId: q.userId._id,
    orderId: null,
    event: wasPriced ? 'quotation-revised' : 'quotation-priced',
    mail: (customer) => mail(customer.language),
    params: (customer) => [
      customer.name,
      serviceNameFor(q.serviceId, customer.language),
      formatInr(q.totalAfterTax),
      `${appUrl}/user/quotations/${q._id}`,
    ],
  };
}
