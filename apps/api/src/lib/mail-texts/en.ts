import type { OrderStatus } from '@karigar/domain/order';
import type { RecordedPaymentMethod } from '@karigar/domain/recorded-payment';

/**
 * Every sentence the server writes to a person (its mails, and the order details made from an accepted
 * quotation), in English. Marathi (mr.ts) has the same keys; amounts and dates
 * arrive already formatted for the language.
 */
export const en = {
  hello: (name: string) => `Hello ${name},`,
  open: (link: string) => `Open it: ${link}`,
  noDetails: '(no details)',
  customer: (contact: string) => `Customer: ${contact}`,
  service: (name: string) => `Service: ${name}`,
  quantity: (quantity: number) => `Quantity: ${quantity}`,
  totalInclTax: (total: string) => `Total (incl. tax): ${total}`,
  modifications: (text: string) => `Modifications: ${text}`,
  orderStatus: {
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    'In Progress': 'In Progress',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
  } satisfies Record<OrderStatus, string>,

  passwordReset: {
    subject: 'Reset your Karigar password',
    intro:
      'Someone asked to reset the password of your Karigar account. To choose a new password, open this link within one hour:',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  passwordSetup: {
    subject: 'Set your Karigar password',
    intro: 'The workshop has opened a Karigar account for you. To choose your password, open this link within 7 days:',
    then: 'Then log in with this email address.',
  },
  welcome: {
    subject: 'Welcome to Karigar',
    intro: 'Your Karigar account is ready. You can now request quotations, follow your orders and pay online:',
    thanks: 'Thank you for choosing us.',
  },
  emailChange: {
    confirmSubject: 'Confirm your new Karigar email address',
    confirmIntro:
      'You asked to use this address for your Karigar account. To confirm it, open this link within 24 hours:',
    confirmIgnore: 'If you did not ask for this, ignore this email: the account keeps its current address.',
    noticeSubject: 'Your Karigar email address is about to change',
    noticeIntro: (newEmail: string) =>
      `Someone signed in to your Karigar account asked to change its email address to ${newEmail}. The change happens only once the link sent to that address is opened.`,
    noticeNotYou:
      "If this was not you, someone knows your password: reset it now with 'Forgot password?' on the login page, which also signs everyone out of your account.",
  },
  credentialNotice: {
    when: (when: string) => `When: ${when} IST`,
    passwordSubject: 'Your Karigar password was changed',
    passwordByYou: 'The password of your Karigar account was changed on your profile page.',
    passwordByAdmin: 'The workshop changed the password of your Karigar account.',
    passwordByLink: 'A new password was set for your Karigar account through a link sent to this address.',
    emailSubject: 'Your Karigar email address was changed',
    emailByYou: (newEmail: string) =>
      `The email address of your Karigar account was changed to ${newEmail}. This address no longer signs in to it.`,
    emailByAdmin: (newEmail: string) =>
      `The workshop changed the email address of your Karigar account to ${newEmail}. This address no longer signs in to it.`,
    mfaOnSubject: 'Two-factor authentication is now on for your Karigar account',
    mfaOn:
      'Two-factor authentication was turned on for your Karigar account: signing in now also needs a code from an authenticator app.',
    mfaOffSubject: 'Two-factor authentication is now off for your Karigar account',
    mfaOff:
      'Two-factor authentication was turned off for your Karigar account: signing in now needs only the password.',
    notYou:
      "If this was not you, reset your password now with 'Forgot password?' on the login page, which signs everyone out of your account, and tell the workshop.",
    notYouEmail: 'If this was not you, tell the workshop at once: they can give the account back its address.',
  },
  quotation: {
    newSubject: (service: string, customer: string) => `New quotation request: ${service} from ${customer}`,
    asked: (customer: string) => `${customer} asked for a quotation.`,
    expectedPrice: (price: string) => `Expected price (per unit): ${price}`,
    listTotal: (total: string) => `List price total (incl. tax): ${total}`,
    updateSubject: (service: string) => `An update on your ${service} quotation`,
    newPriceSubject: (service: string, price: string) => `New price for your ${service} quotation: ${price}`,
    followedUp: (service: string) => `The workshop followed up on your quotation for ${service}.`,
    newPrice: (price: string) => `New price (per unit): ${price}`,
    note: (note: string) => `Note: ${note}`,
    revisedSubject: (service: string, total: string) => `Your ${service} quotation was revised: ${total}`,
    revised: (service: string) => `The workshop revised your quotation for ${service}.`,
    price: (price: string, quantity: number) => `Price (per unit): ${price} × ${quantity}`,
    discount: (discount: string) => `Discount: ${discount}`,
    decide: (link: string) => `See it, and accept or reject it: ${link}`,
  },
  order: {
    statusSubject: (ref: string, status: string) => `Your order #${ref} is now ${status}`,
    status: (ref: string, status: string) => `Your order #${ref} is now ${status}.`,
    see: (link: string) => `See it: ${link}`,
    manualSubject: (ref: string, service: string) => `A new order #${ref} for ${service}`,
    manual: (ref: string) => `The workshop created order #${ref} for you.`,
    seeAndPay: (link: string) => `See it and pay online: ${link}`,
    placedSubject: (ref: string, service: string) => `Your order #${ref} for ${service} is placed`,
    placed: (ref: string) => `Thank you: your order #${ref} is placed, and the workshop will start on it.`,
    requestSubject: (service: string, customer: string) => `New service request: ${service} from ${customer}`,
    requested: (customer: string, ref: string) => `${customer} requested a service (order #${ref}).`,
  },
  floor: {
    readySubject: (ref: string) => `Your order #${ref} is ready for pickup`,
    ready: (ref: string) => `Good news: the work on order #${ref} is done, and it is ready for pickup.`,
    promiseSubject: (ref: string) => `A new delivery date for order #${ref}`,
    promise: (ref: string, date: string) => `The workshop now expects to deliver order #${ref} on ${date}.`,
    promiseCleared: (ref: string) =>
      `The workshop has withdrawn the delivery date it gave for order #${ref}; it will tell you the new one.`,
    promiseToFollow: 'a new date, to be told soon',
    follow: (link: string) => `Follow the work: ${link}`,
  },
  enquiry: {
    subject: (name: string) => `New enquiry from ${name}`,
    intro: 'A visitor sent an enquiry through the Contact Us form.',
    name: (name: string) => `Name: ${name}`,
    email: (email: string) => `Email: ${email}`,
    phone: (phone: string) => `Phone: ${phone}`,
    openApp: (link: string) => `Open Karigar: ${link}`,
  },
  invoiceMail: {
    subject: (number: string, ref: string) => `Your invoice ${number} for order #${ref}`,
    attached: (number: string, ref: string, total: string) =>
      `Your invoice ${number} for order #${ref} (${total} including tax) is attached as a PDF.`,
    see: (link: string) => `See the order: ${link}`,
  },
  receipt: {
    subject: (ref: string) => `Payment received for order #${ref}`,
    sandboxSubject: (ref: string) => `[Sandbox] Payment received for order #${ref}`,
    sandbox: 'SANDBOX — not a real payment: this payment was made in the sandbox and no money was taken.',
    received: (amount: string, ref: string, service: string) =>
      `We received your payment of ${amount} for order #${ref} (${service}).`,
    transaction: (id: string) => `Transaction id: ${id}`,
    paidAt: (when: string) => `Paid at: ${when} IST`,
    invoice: (number: string) => `Invoice number: ${number}`,
    see: (link: string) => `See the order and download the invoice: ${link}`,
  },
  reminder: {
    subject: (ref: string) => `Payment reminder for order #${ref}`,
    due: (amount: string, ref: string, workshop: string) => `${amount} is still due on order #${ref} with ${workshop}.`,
    pay: (link: string) => `Pay it online, without signing in: ${link}`,
    ignore: 'If you have paid already, thank you: please ignore this message.',
  },
  refund: {
    subject: (ref: string) => `Refund for order #${ref}`,
    refunded: (amount: string, ref: string, service: string) => `We refunded ${amount} for order #${ref} (${service}).`,
    online: 'It goes back to the card, UPI or account you paid with; banks take 5 to 7 working days to show it.',
    recorded: (method: string) => `It was paid back by ${method}.`,
    reference: (id: string) => `Refund reference: ${id}`,
    see: (link: string) => `See the order: ${link}`,
    methods: { cash: 'cash', upi: 'UPI', bank: 'bank transfer', cheque: 'cheque', online: 'online' },
  },
  owner: {
    acceptedSubject: (service: string, customer: string) => `Quotation accepted: ${service} for ${customer}`,
    accepted: (customer: string, service: string, total: string) =>
      `${customer} accepted the quotation for ${service} (${total}).`,
    nowOrder: (ref: string) => `It is now order #${ref}.`,
    openOrder: (link: string) => `Open the order: ${link}`,
    paymentSubject: (amount: string, ref: string) => `Payment received: ${amount} for order #${ref}`,
    paid: (customer: string, amount: string, ref: string, how: string) =>
      `${customer} paid ${amount} for order #${ref} (${how}).`,
    stillDue: (due: string) => `Still due: ${due}.`,
    fullyPaid: 'The order is fully paid.',
  },
  paymentWay: {
    sandbox: 'online, in the sandbox: no real money',
    online: (method: string) => `online, ${method}`,
    recorded: (method: string, admin: string) => `${method}, recorded by ${admin}`,
    reference: (reference: string) => `reference ${reference}`,
    methods: {
      cash: 'cash',
      upi: 'UPI to the shop',
      bank_transfer: 'bank transfer',
      cheque: 'cheque',
    } satisfies Record<RecordedPaymentMethod, string>,
  },
};

export type MailTexts = typeof en;
