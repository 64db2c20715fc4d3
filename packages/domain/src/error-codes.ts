/**
 * Every reason the API (or a shared schema) gives for refusing something: a stable code and its
 * English text, which error answers carry as `message`. Clients show the code in their own
 * language and never read the English. `{name}` in a text is filled from the answer's `params`.
 * Shared zod schemas use the codes as their issue messages (see `fieldProblems` in errors.ts).
 */
export const errorTexts = {
  // Sessions and access
  TOKEN_MISSING: 'Unauthorized: No token provided',
  TOKEN_EXPIRED: 'Unauthorized: token expired',
  TOKEN_INVALID: 'Unauthorized: Invalid token',
  REFRESH_FAILED: 'Token refresh failed',
  FORBIDDEN: "You don't have permission",
  INVALID_CREDENTIALS: 'Invalid email or password',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired.',
  EMAIL_CHANGE_LINK_INVALID: 'This email confirmation link is invalid or has expired.',
  MFA_FAILED: 'MFA verification failed',
  MFA_WINDOW_CLOSED: 'Please log in again: the verification window has closed.',
  MFA_CODE_WRONG: 'That code is not valid. Please try again.',
  MFA_CODE_REQUIRED: 'Enter the code from your authenticator app to change your email or password.',
  MFA_ALREADY_ENABLED: 'Two-factor authentication is already on.',
  MFA_NOT_SET_UP: 'Set up two-factor authentication first.',
  MFA_NOT_ENABLED: 'Two-factor authentication is not on.',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to change your email or password.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',

  // Requests as a whole
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'Route {method} {url} not found',
  VALIDATION_FAILED: 'Invalid input',
  BODY_INVALID: 'The request body could not be read.',
  MEDIA_TYPE_UNSUPPORTED: 'This type of request body is not supported.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  REQUEST_INVALID: 'The request could not be handled.',
  PAGE_INVALID: 'Page must be a whole number from 1 to 100000',
  TEXT_UNSTORABLE: 'The text contains characters that cannot be saved. Please remove them and try again.',
  IMAGE_INVALID: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  IMAGE_TOO_LARGE: 'Images may be at most 5 MB.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  DATABASE_UNREACHABLE: 'Database is not reachable',

  // Fields of the shared schemas
  INVALID_VALUE: 'Please check this field',
  FIELD_REQUIRED: 'This field is required',
  NAME_REQUIRED: 'Name is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_ONLY_SPACES: 'A password cannot be only spaces',
  PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another.',
  PASSWORD_IS_EMAIL: 'A password cannot be the email address or a part of it',
  PASSWORD_IS_NAME: 'A password cannot be the name on the account',
  PASSWORDS_DIFFER: 'Passwords do not match',
  PHONE_NOT_A_NUMBER:
    'This is not a phone number: enter a 10-digit mobile number (98220 12345) or one starting with + and its country code',
  WHATSAPP_NEEDS_PHONE: 'Add a valid mobile number to get updates on WhatsApp',
  EMAIL_OR_PHONE_REQUIRED: 'Please give an email address or a phone number',
  EMAIL_NEEDED_TO_SIGN_IN: 'An account that signs in (an admin, or one with a password) needs an email address',
  MFA_CODE_FORMAT: 'Enter the 6-digit code',
  MESSAGE_REQUIRED: 'Message is required',
  ROLE_REQUIRED: 'Choose a role',
  TEXT_SINGLE_LINE: 'This field cannot contain line breaks or control characters',
  TEXT_CONTROL_CHARACTERS: 'This text cannot contain control characters',
  GSTIN_FORMAT: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV',
  GSTIN_STATE: 'A GSTIN starts with a GST state code (01 to 38, or 97)',
  GSTIN_CHECKSUM: 'This GSTIN is mistyped: its last character does not match',

  // Users and enquiries
  EMAIL_TAKEN: 'Email already registered',
  USER_NOT_FOUND: 'User not found',
  LAST_ADMIN: 'This is the only admin account: make another user an admin first.',
  SELF_DELETE: 'You cannot delete your own account.',
  OWN_CREDENTIALS: 'Change your own email or password on your profile page.',
  CONTACT_NOT_FOUND: 'Contact not found',
  CONTACT_ALREADY_CONVERTED: 'This enquiry has already been turned into a customer account.',

  // Services
  SERVICE_NOT_FOUND: 'Service not found',
  SERVICE_REQUIRED: 'Service is required',
  SERVICE_NAME_TOO_LONG: 'Name must be at most 120 characters',
  SERVICE_NAME_MR_TOO_LONG: 'Marathi name must be at most 120 characters',
  SERVICE_DESCRIPTION_TOO_LONG: 'Description must be at most 2000 characters',
  PRICE_REQUIRED: 'Price is required',
  PRICE_NOT_A_NUMBER: 'Price must be a number',
  PRICE_NOT_POSITIVE: 'Price must be greater than 0',
  PRICE_TOO_HIGH: 'Price may be at most ₹1,00,00,000',
  SAC_CODE_INVALID: 'SAC code must be 6 digits',
  SERVICE_UNIT_INVALID: 'Unit must be piece, sq ft, panel or job',

  // Pricing
  OFFERED_PRICE_INVALID: 'Invalid quotation price (offeredPrice must be a non-negative number)',
  QUANTITY_INVALID: 'Invalid quantity (must be a positive integer)',
  ORIGINAL_PRICE_INVALID: 'Invalid original unit price (must be a non-negative number)',
  AMOUNT_TOO_LARGE: 'Amount too large (a subtotal may be at most {max})',
  FINAL_PRICE_NOT_POSITIVE: 'Final price must be greater than 0. Please adjust discount or price.',
  DISCOUNT_EXCEEDS_SUBTOTAL: 'Discount ({discount}) cannot exceed subtotal ({subtotal})',

  // Quotations
  QUOTATION_NOT_FOUND: 'Quotation not found',
  QUOTATION_NOT_EDITABLE: 'You cannot edit this quotation',
  QUOTATION_STALE: 'This quotation was changed by someone else. Reload and try again.',
  QUOTATION_REJECTED_NEEDS_FOLLOW_UP: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
  QUOTATION_AWAITING_WORKSHOP: 'You can accept this quotation once the workshop has answered your changes.',
  QUOTATION_NOT_PRICED: 'You can accept this quotation once the workshop has priced it.',
  QUOTATION_ALREADY_ACCEPTED: 'This quotation has already been accepted.',
  QUOTATION_ALREADY_REJECTED: 'This quotation has already been rejected.',
  QUOTATION_ONLY_CUSTOMER_ACCEPTS: 'Only the customer can accept a quotation.',
  FOLLOW_UP_CLOSED: 'Follow-ups are closed for this quotation.',
  FOLLOW_UP_EMPTY: 'Provide either a valid price or a note.',
  FOLLOW_UP_PRICE_TOO_LOW: 'The new price must be at least ₹0.01.',
  EXPECTED_PRICE_REQUIRED: 'Expected price is required',
  EXPECTED_PRICE_NOT_A_NUMBER: 'Expected price must be a number',
  EXPECTED_PRICE_NEGATIVE: 'Expected price cannot be negative',
  ADVANCE_PERCENTAGE_INVALID: 'The advance percentage must be a number from 0 to 100',
  ADVANCE_AMOUNT_INVALID: 'The advance must be an amount of 0 or more',
  ADVANCE_BOTH_GIVEN: 'Ask for the advance as a percentage or as an amount, not both',
  ADVANCE_ABOVE_TOTAL: 'The advance cannot be more than the total ({total})',

  // Orders
  ORDER_NOT_FOUND: 'Order not found',
  GST_NOT_REGISTERED: 'Supplier not registered under GST — set BUSINESS_GSTIN',
  ORDER_STATUS_INVALID: 'Status must be one of Pending, Confirmed, In Progress, Completed, Cancelled',
  ORDER_QUANTITY_TOO_LARGE: 'Quantity may be at most 100000',
  CUSTOMER_REQUIRED: 'Customer is required',
  ORDER_PAID_NOT_DELETABLE: 'A paid order cannot be deleted. Cancel it instead.',
  ORDER_INVOICED_NOT_DELETABLE: 'This order has an invoice number and cannot be deleted. Cancel it instead.',
  ORDER_MONEY_RECEIVED_NOT_DELETABLE: 'Money was received for this order, so it cannot be deleted. Cancel it instead.',
  ORDER_PAYMENT_STARTED_NOT_DELETABLE: 'This order has a payment in progress and cannot be deleted. Cancel it instead.',
  ORDER_PAID_NOT_PENDING: 'An order with a payment on it cannot go back to Pending.',
  ORDER_REFUND_NOTE_REQUIRED: 'An order with a payment on it can be cancelled only with a refund note.',
  ORDER_SEARCH_TOO_SHORT: 'Type at least 3 characters to search orders.',
  ORDER_GSTIN_INVOICED: "The customer's GSTIN cannot change once the tax invoice is issued.",
  ORDER_NOT_INVOICED: 'This order has no tax invoice yet.',
  CREDIT_NOTE_OVER_INVOICE: 'Credit notes cannot exceed the invoice value ({left} left to credit).',
  CREDIT_NOTE_REASON_REQUIRED: 'Give the reason for the credit note',
  MONEY_RANGE_INVALID: 'Choose a start date on or before the end date (YYYY-MM-DD)',

  // Payments
  ORDER_ALREADY_PAID: 'This order is already paid',
  ORDER_CANCELLED_NOT_PAYABLE: 'A cancelled order cannot be paid',
  ORDER_CANCELLED_NO_PAYMENT: 'A cancelled order cannot take a payment',
  CURRENCY_NOT_INR: 'Only INR payments are accepted',
  NOTHING_TO_PAY: 'This order has no amount to pay',
  AMOUNT_DUE_CHANGED: 'The amount due on this order changed; please try again',
  PAYMENT_PROVIDER_FAILED: 'Failed to create Razorpay order',
  PAYMENT_ORDER_NOT_FOUND: 'Payment order not found',
  PAYMENT_VERIFICATION_FAILED: 'Payment verification failed',
  PAYMENT_REFUND_DUE: 'This payment was not needed for the order and will be refunded',
  WEBHOOK_SIGNATURE_INVALID: 'Invalid webhook signature',
  WEBHOOK_BODY_INVALID: 'Invalid webhook body',
  PAYMENT_NOT_FOUND: 'Payment not found',
  PAYMENT_METHOD_INVALID: 'Method must be one of cash, upi, bank_transfer, cheque',
  AMOUNT_NOT_POSITIVE: 'Amount must be more than 0',
  AMOUNT_TOO_PRECISE: 'Amount may have at most 2 decimals',
  AMOUNT_OVER_DUE: 'Amount cannot be more than the amount due',
  AMOUNT_OVER_DUE_OF: 'Amount cannot be more than the amount due ({due})',
  PAYMENT_DATE_INVALID: 'Date must be a date (YYYY-MM-DD)',
  PAYMENT_DATE_FUTURE: 'The payment date cannot be in the future',
  PAYMENT_DATE_TOO_EARLY: 'The payment date cannot be before the year 2000',
  VOID_REASON_REQUIRED: 'A reason is required',
  PAYMENT_NOT_RECORDED: 'Only a recorded payment can be voided',
  PAYMENT_ALREADY_VOIDED: 'This payment is already voided',
  PAYMENT_VOID_REFUNDED: 'Money from this payment was already refunded: it can no longer be voided',
  DOCUMENT_NOT_FOUND: 'Document not found',

  // Refunds and the ledger
  REFUND_METHOD_INVALID: 'Method must be one of cash, upi, bank, cheque, online',
  REFUND_REASON_REQUIRED: 'Give a reason for the refund',
  REFUND_PAYMENT_REQUIRED: 'Choose the online payment to refund (only an online refund names one)',
  REFUND_OVER_REFUNDABLE: 'A refund cannot be more than what may be refunded',
  REFUND_OVER_REFUNDABLE_OF: 'A refund cannot be more than what may be refunded ({refundable})',
  REFUND_OVER_PAYMENT_OF: 'A refund cannot be more than what is left of that payment ({left})',
  REFUND_PAYMENT_NOT_ONLINE: 'Only a payment received online can be refunded through the gateway',
  REFUND_GATEWAY_FAILED: 'The payment gateway did not accept the refund; try again later',
  LEDGER_DATE_INVALID: 'Dates must be dates (YYYY-MM-DD)',
  LEDGER_RANGE_INVALID: 'The end date cannot be before the start date',

  // The workshop floor
  STAGE_NOT_FOUND: 'Stage not found',
  STAGE_NAME_REQUIRED: 'Give the stage a name in English and in Marathi',
  STAGE_MILESTONES_INVALID: 'Mark one stage "Ready for pickup" and one "Delivered"; Delivered comes last.',
  STAGE_IN_USE: 'A stage with jobs in it cannot be removed. Move its jobs first.',
  ORDER_CANCELLED_OFF_FLOOR: 'A cancelled order is not on the board.',
  TECHNICIAN_INVALID: 'Choose a staff member or an admin as the technician.',
  PROMISED_DATE_INVALID: 'Date must be a date (YYYY-MM-DD)',
  NOTE_REQUIRED: 'Write a note',
  SHARE_LINK_INVALID: 'This tracking link is not valid any more.',
  // Payment reminders and pay links
  REMINDER_DAYS_INVALID: 'Days must be a whole number from 1 to 60',
  REMINDER_COUNT_INVALID: 'Reminders must be a whole number from 1 to 10',
  REMINDER_NO_CHANNEL: 'The customer allows no channel for a reminder (no email updates, no WhatsApp consent).',
  PAY_LINK_INVALID: 'This payment link is not valid any more.',
  DEMO_NOT_IN_PRODUCTION: 'Demo jobs are only for a trial install.',
  // Vehicles, items and photos
  VEHICLE_NOT_FOUND: 'Vehicle or item not found',
  REGISTRATION_REQUIRED: 'Registration number is required',
  REGISTRATION_INVALID: 'Enter an Indian registration number, like MH 12 AB 1234 or 22 BH 1234 AA',
  ITEM_DESCRIPTION_REQUIRED: 'Describe the item',
  ODOMETER_INVALID: 'Odometer reading must be a whole number of kilometres',
  PHOTO_NOT_FOUND: 'Photo not found',
  PHOTO_REQUIRED: 'Choose a photo to upload',
  PHOTO_LIMIT_REACHED: 'A quotation request may have at most {max} photos.',
  // GST returns
  GST_PERIOD_INVALID: 'Choose a month since July 2017, as YYYY-MM',
  GST_PERIOD_FUTURE: 'This month has not started yet',
  GST_SECTION_INVALID: 'Section must be one of b2b, b2cl, b2cs, cdnr, cdnur, at, atadj, hsn, docs',
} as const;

export type ErrorCode = keyof typeof errorTexts;

/** Values an answer's text was filled with (amounts already formatted), by placeholder name. */
export type ErrorParams = Record<string, string>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorTexts, value);

/** The English text of a code, its `{name}` placeholders filled from `params`. */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return errorTexts[code].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A code as the message of a shared schema's check, so that the list checks its spelling. */
export const issueCode = (code: ErrorCode): ErrorCode => code;
