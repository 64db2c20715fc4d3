import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { MailMessage } from '../../lib/mail';

/** Plain-text mails, so nothing a customer or admin typed is rendered; subjects stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Tells the workshop about a new quotation request. */
export function newRequestMail(to: string, q: Quotation, appUrl: string): MailMessage {
  return {
    to,
    subject: oneLine(`New quotation request: ${q.serviceId.name} from ${q.userId.name}`),
    text: [
      `${q.userId.name} asked for a quotation.`,
      '',
      `Service: ${q.serviceId.name}`,
      `Quantity: ${q.quantity}`,
      `Expected price (per unit): ${q.quotationPrice === null ? '-' : formatInr(q.quotationPrice)}`,
      `List price total (incl. tax): ${formatInr(q.totalAfterTax)}`,
      `Customer: ${q.userId.email}${q.userId.phone ? `, ${q.userId.phone}` : ''}`,
      '',
      q.description || '(no details)',
      ...(q.modification ? ['', `Modifications: ${q.modification}`] : []),
      '',
      `Open it: ${appUrl}/admin/quotations/${q._id}`,
    ].join('\n'),
  };
}

/** Tells the customer about a follow-up from the workshop (a new price, a note, or both). */
export function followUpMail(
  q: Quotation,
  follow: { newPrice: number | null; note: string | null },
  appUrl: string,
): MailMessage {
  const subject =
    follow.newPrice === null
      ? `An update on your ${q.serviceId.name} quotation`
      : `New price for your ${q.serviceId.name} quotation: ${formatInr(follow.newPrice)}`;
  return {
    to: q.userId.email,
    subject: oneLine(subject),
    text: [
      `Hello ${q.userId.name},`,
      '',
      `The workshop followed up on your quotation for ${q.serviceId.name}.`,
      ...(follow.newPrice === null ? [] : [`New price (per unit): ${formatInr(follow.newPrice)}`]),
      ...(follow.note ? [`Note: ${follow.note}`] : []),
      `Total (incl. tax): ${formatInr(q.totalAfterTax)}`,
      '',
      `See it, and accept or reject it: ${appUrl}/user/quotations/${q._id}`,
    ].join('\n'),
  };
}

/** Tells the customer the workshop revised the quotation's pricing. */
export function revisedMail(q: Quotation, appUrl: string): MailMessage {
  return {
    to: q.userId.email,
    subject: oneLine(`Your ${q.serviceId.name} quotation was revised: ${formatInr(q.totalAfterTax)}`),
    text: [
      `Hello ${q.userId.name},`,
      '',
      `The workshop revised your quotation for ${q.serviceId.name}.`,
      `Price (per unit): ${formatInr(q.offeredPrice)} × ${q.quantity}`,
      ...(q.discount > 0 ? [`Discount: ${formatInr(q.discount)}`] : []),
      `Total (incl. tax): ${formatInr(q.totalAfterTax)}`,
      '',
      `See it, and accept or reject it: ${appUrl}/user/quotations/${q._id}`,
    ].join('\n'),
  };
}
