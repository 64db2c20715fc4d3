import type { Language } from '@karigar/domain/language';
import { orderNumber } from '@karigar/domain/order';
import { mailDay, mailTexts, oneLine } from '../../lib/mail-texts';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { Recipient } from '../notifications/allowed-channels';
import type { CustomerNotice } from '../notifications/notify-customer';

export interface FloorMailee {
  orderId: string;
  email: string | null;
  name: string;
  language: Language;
}

const orderLink = (appUrl: string, orderId: string) => `${appUrl}/user/orders/${orderId}`;

/** Tells the customer the job reached the workshop's "ready for pickup" stage. */
export function readyForPickupMail(to: FloorMailee, appUrl: string): MailMessage {
  const t = mailTexts(to.language);
  const ref = orderNumber(to.orderId);
  return {
    to: to.email,
    orderId: to.orderId,
    subject: oneLine(t.floor.readySubject(ref)),
    text: [t.hello(to.name), '', t.floor.ready(ref), '', t.floor.follow(orderLink(appUrl, to.orderId))].join('\n'),
  };
}

/** Tells the customer the promised delivery day changed (or was withdrawn: null). */
export function promiseChangedMail(to: FloorMailee, promised: string | null, appUrl: string): MailMessage {
  const t = mailTexts(to.language);
  const ref = orderNumber(to.orderId);
  const sentence = promised ? t.floor.promise(ref, mailDay(promised, to.language)) : t.floor.promiseCleared(ref);
  return {
    to: to.email,
    orderId: to.orderId,
    subject: oneLine(t.floor.promiseSubject(ref)),
    text: [t.hello(to.name), '', sentence, '', t.floor.follow(orderLink(appUrl, to.orderId))].join('\n'),
  };
}

const mailee = (orderId: string, customer: Recipient): FloorMailee => ({
  orderId,
  email: customer.email,
  name: customer.name,
  language: customer.language,
});

/** The customer's notice that the job reached the "ready for pickup" stage (decision 051). */
export function readyForPickupNotice(userId: string, orderId: string, appUrl: string): CustomerNotice {
  return {
    userId,
    orderId,
    event: 'ready-for-pickup',
    mail: (customer) => readyForPickupMail(mailee(orderId, customer), appUrl),
    params: (customer) => [customer.name, orderNumber(orderId), orderLink(appUrl, orderId)],
  };
}

/** The customer's notice of a new promised delivery day (or its withdrawal: null). */
export function promiseChangedNotice(
  userId: string,
  orderId: string,
  promised: string | null,
  appUrl: string,
): CustomerNotice {
  return {
    userId,
    orderId,
    event: 'promised-date-changed',
    mail: (customer) => promiseChangedMail(mailee(orderId, customer), promised, appUrl),
    params: (customer) => [
      customer.name,
      orderNumber(orderId),
      promised ? mailDay(promised, customer.language) : mailTexts(customer.language).floor.promiseToFollow,
      orderLink(appUrl, orderId),
    ],
  };
}
