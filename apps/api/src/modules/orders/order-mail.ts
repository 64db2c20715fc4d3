import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order';
import type { MailMessage } from '../../lib/mail';

/** Plain-text mails, so nothing a customer or admin typed is rendered; subjects stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const summary = (o: Order) => [
  `Service: ${o.service.name}`,
  `Quantity: ${o.quantity}`,
  `Total (incl. tax): ${formatInr(o.totalPrice)}`,
];

/** Tells the customer their order moved to a new status. */
export function orderStatusMail(o: Order, appUrl: string): MailMessage {
  return {
    to: o.user.email,
    subject: oneLine(`Your order #${o.orderNumber} is now ${o.status}`),
    text: [
      `Hello ${o.user.name},`,
      '',
      `Your order #${o.orderNumber} is now ${o.status}.`,
      ...summary(o),
      '',
      `See it: ${appUrl}/user/orders/${o._id}`,
    ].join('\n'),
  };
}

/** Tells the customer the workshop made an order for them. */
export function manualOrderMail(o: Order, appUrl: string): MailMessage {
  return {
    to: o.user.email,
    subject: oneLine(`A new order #${o.orderNumber} for ${o.service.name}`),
    text: [
      `Hello ${o.user.name},`,
      '',
      `The workshop created order #${o.orderNumber} for you.`,
      ...summary(o),
      ...(o.details ? ['', o.details] : []),
      '',
      `See it and pay online: ${appUrl}/user/orders/${o._id}`,
    ].join('\n'),
  };
}

/** Tells the workshop a customer asked for a service. */
export function serviceRequestMail(to: string, o: Order, appUrl: string): MailMessage {
  return {
    to,
    subject: oneLine(`New service request: ${o.service.name} from ${o.user.name}`),
    text: [
      `${o.user.name} requested a service (order #${o.orderNumber}).`,
      '',
      ...summary(o),
      `Customer: ${o.user.email}${o.user.phone ? `, ${o.user.phone}` : ''}`,
      '',
      o.details || '(no details)',
      '',
      `Open it: ${appUrl}/admin/orders/${o._id}`,
    ].join('\n'),
  };
}
