import { messages } from '@karigar/domain/errors';
import { textMessages } from '@karigar/domain/text-messages';
import type { TFunction } from 'i18next';

type ServerKey = keyof typeof messages;

/** Texts of the domain's request schemas (client-side checks and server `fields`) → bundle keys. */
const validationKeys = {
  'Name is required': 'validation.nameRequired',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Password must be at least 8 characters': 'validation.passwordTooShort',
  'Password is required': 'validation.passwordRequired',
  'Please enter a valid phone number': 'validation.phoneInvalid',
  'Enter the 6-digit code': 'validation.codeInvalid',
  'Message is required': 'validation.messageRequired',
  'Passwords do not match': 'validation.passwordsDiffer',
  [textMessages.singleLine]: 'validation.singleLine',
  [textMessages.controlCharacters]: 'validation.controlCharacters',
  'Price is required': 'catalog.validation.priceRequired',
  'Price must be a number': 'catalog.validation.priceNumber',
  'Price must be greater than 0': 'catalog.validation.pricePositive',
  'Price may be at most ₹1,00,00,000': 'catalog.validation.priceTooHigh',
  'SAC code must be 6 digits': 'catalog.validation.sacCode',
  'Name must be at most 120 characters': 'catalog.validation.nameTooLong',
  'Marathi name must be at most 120 characters': 'catalog.validation.nameMrTooLong',
  'Description must be at most 2000 characters': 'catalog.validation.descriptionTooLong',
} as const;

/** Texts of the orders and payments API (and their schemas) → bundle keys. */
const orderPaymentKeys = {
  'Order not found': 'errors.orderNotFound',
  'User not found': 'orders.server.userNotFound',
  'A paid order cannot be deleted. Cancel it instead.': 'orders.server.paidCannotBeDeleted',
  'This order has an invoice number and cannot be deleted. Cancel it instead.': 'orders.server.invoicedCannotBeDeleted',
  'This order has a payment in progress and cannot be deleted. Cancel it instead.':
    'orders.server.paymentStartedCannotBeDeleted',
  'Status must be one of Pending, Confirmed, In Progress, Completed, Cancelled': 'orders.server.badStatus',
  'Order created successfully': 'orders.manual.created',
  'Customer is required': 'orders.manual.customerRequired',
  'Service is required': 'orders.manual.serviceRequired',
  'Service not found': 'errors.serviceNotFound',
  'Quantity may be at most 100000': 'orders.manual.quantityTooLarge',
  'Invalid quantity (must be a positive integer)': 'orders.manual.problems.invalidQuantity',
  'Invalid quotation price (offeredPrice must be a non-negative number)': 'orders.manual.problems.invalidOfferedPrice',
  'Final price must be greater than 0. Please adjust discount or price.':
    'orders.manual.problems.finalPriceNotPositive',
  'Payment verification failed': 'errors.paymentVerificationFailed',
  'This order is already paid': 'payments.server.alreadyPaid',
  'A cancelled order cannot be paid': 'payments.cancelledOrder',
  'Only INR payments are accepted': 'payments.server.onlyInr',
  'This order has no amount to pay': 'payments.server.nothingToPay',
  'Failed to create Razorpay order': 'errors.createRazorpayOrderFailed',
  'Payment order not found': 'payments.server.paymentOrderNotFound',
  'Payment declined by the bank (sandbox)': 'payments.server.sandboxDeclined',
  'This payment was not needed for the order and will be refunded': 'payments.server.refundDue',
  'The amount due on this order changed; please try again': 'payments.server.amountChanged',
  'Amount cannot be more than the amount due': 'payments.server.amountOverDue',
  'Amount must be more than 0': 'payments.server.amountPositive',
  'Amount may have at most 2 decimals': 'payments.server.amountPaise',
  'Date must be a date (YYYY-MM-DD)': 'payments.server.badDate',
  'The payment date cannot be in the future': 'payments.server.futureDate',
  'A reason is required': 'payments.server.reasonRequired',
  'Only a recorded payment can be voided': 'payments.server.onlyRecorded',
  'This payment is already voided': 'payments.server.alreadyVoided',
  'Payment not found': 'payments.server.paymentNotFound',
  'A cancelled order cannot take a payment': 'payments.server.cancelledTakesNoPayment',
} as const;

const serverKeys = new Map<string, ServerKey>(
  (Object.entries(messages) as [ServerKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The server and the shared schemas speak English; this shows their texts in the current
 * language. A text the bundles do not know is shown as it is.
 */
export function localizeMessage(t: TFunction, text: string): string {
  const serverKey = serverKeys.get(text);
  if (serverKey) return t(`server.${serverKey}`);
  if (text in validationKeys) return t(validationKeys[text as keyof typeof validationKeys]);
  if (text in orderPaymentKeys) return t(orderPaymentKeys[text as keyof typeof orderPaymentKeys]);
  if (text.startsWith(`${messages.invalidInput}:`)) return t('server.invalidInput');
  return text;
}

/** A field problem from a schema or the server, in the current language ('Please check this field' for zod's own texts). */
export function localizeFieldError(t: TFunction, text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text in validationKeys || text in orderPaymentKeys || serverKeys.has(text)) return localizeMessage(t, text);
  return t('validation.invalid');
}
