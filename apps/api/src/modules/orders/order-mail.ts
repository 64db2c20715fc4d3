import { displayPhone } from '@karigar/domain/phone';
import type { Language } from '@karigar/domain/language';
import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { CustomerNotice } from '../notifications/notify-customer';
import { mailTexts, oneLine, serviceNameFor, type MailTexts } from '../../lib/mail-texts';

const serviceOf = (o: Order, language: Language) =>
  serviceNameFor({ name: o.service.name, nameMr: o.serviceNameMr }, language);

const summary = (t: MailTexts, o: Order, language: Language) => [
  t.service(serviceOf(o, language)),
  t.quantity(o.quantity),
  t.totalInclTax(formatInr(o.totalPrice)),
];

/** Tells the customer their order moved to a new status, in their language. */
export function orderStatusMail(o: Order, language: Language, appUrl: string): MailMessage {
  const t = mailTexts(language);
  const status = t.orderStatus[o.status];
  return {
    to: o.user.email,
    userId: o.user._id,
    orderId: o._id,
    subject: oneLine(t.order.statusSubject(o.orderNumber, status)),
    text: [
      t.hello(o.user.name),
      '',
      t.order.status(o.orderNumber, status),
      ...summary(t, o, language),
      '',
      t.order.see(`${appUrl}/user/orders/${o._id}`),
    ].join('\n'),
  };
}

/**
 * Tells the customer of a new order: one the workshop made for them (`manual`, with its details),
 * or the confirmation of one they placed themselves (an accepted quotation, a booking).
 */
export function newOrderMail(o: Order, manual: boolean, language: Language, appUrl: string): MailMessage {
  const t = mailTexts(language);
  const service = serviceOf(o, language);
  return {
    to: o.user.email,
    userId: o.user._id,
    orderId: o._id,
    subject: oneLine(
      manual ? t.order.manualSubject(o.orderNumber, service) : t.order.placedSubject(o.orderNumber, service),
    ),
    text: [
      t.hello(o.user.name),
      '',
      manual ? t.order.manual(o.orderNumber) : t.order.placed(o.orderNumber),
      ...summary(t, o, language),
      ...(manual && o.details ? ['', o.details] : []),
      '',
      t.order.seeAndPay(`${appUrl}/user/orders/${o._id}`),
    ].join('\n'),
  };
}

/** The customer's notice of a new order: made by the workshop for them (`manual`), or placed by themselves. */
export function orderPlacedNotice(o: Order, manual: boolean, appUrl: string): CustomerNotice {
  return {
    userId: o.user._id,
    orderId: o._id,
    event: 'order-placed',
    mail: (customer) => newOrderMail(o, manual, customer.language, appUrl),
    params: (customer) => [
      customer.name,
      o.orderNumber,
      serviceOf(o, customer.language),
      formatInr(o.totalPrice),
      `${appUrl}/user/orders/${o._id}`,
    ],
  };
}

/** Tells the workshop a customer asked for a service, in the recipient's language. */
export function serviceRequestMail(to: string, language: Language, o: Order, appUrl: string): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: oneLine(t.order.requestSubject(serviceOf(o, language), o.user.name)),
    text: [
      t.order.requested(o.user.name, o.orderNumber),
      '',
      ...summary(t, o, language),
      t.customer([o.user.email, o.user.phone && displayPhone(o.user.phone)].filter(Boolean).join(', ')),
      '',
      o.details || t.noDetails,
      '',
      t.open(`${appUrl}/admin/orders/${o._id}`),
    ].join('\n'),
  };
}
