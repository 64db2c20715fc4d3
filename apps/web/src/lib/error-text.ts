import { errorText, isErrorCode, type ErrorCode, type ErrorParams } from '@karigar/domain/error-codes';
import type { ParseKeys, TFunction } from 'i18next';

/** The bundle text of every error code (server answers and the shared schemas' checks). */
export const errorCodeKeys = {
  TOKEN_MISSING: 'server.noToken',
  TOKEN_EXPIRED: 'server.tokenExpired',
  TOKEN_INVALID: 'server.badToken',
  REFRESH_FAILED: 'server.badRefreshToken',
  FORBIDDEN: 'server.forbidden',
  INVALID_CREDENTIALS: 'server.badCredentials',
  RESET_LINK_INVALID: 'server.resetInvalid',
  EMAIL_CHANGE_LINK_INVALID: 'server.emailChangeInvalid',
  MFA_FAILED: 'server.mfaInvalid',
  MFA_WINDOW_CLOSED: 'server.mfaWindowClosed',
  MFA_CODE_WRONG: 'server.mfaCodeWrong',
  MFA_CODE_REQUIRED: 'server.mfaCodeRequired',
  MFA_ALREADY_ENABLED: 'server.mfaAlreadyEnabled',
  MFA_NOT_SET_UP: 'server.mfaNotSetUp',
  MFA_NOT_ENABLED: 'server.mfaNotEnabled',
  CURRENT_PASSWORD_REQUIRED: 'server.currentPasswordRequired',
  CURRENT_PASSWORD_WRONG: 'server.currentPasswordWrong',
  RATE_LIMITED: 'server.rateLimited',

  NOT_FOUND: 'server.notFound',
  ROUTE_NOT_FOUND: 'server.notFound',
  VALIDATION_FAILED: 'server.invalidInput',
  BODY_INVALID: 'server.bodyInvalid',
  MEDIA_TYPE_UNSUPPORTED: 'server.mediaTypeUnsupported',
  PAYLOAD_TOO_LARGE: 'server.tooLarge',
  REQUEST_INVALID: 'server.requestInvalid',
  TEXT_UNSTORABLE: 'server.unstorableText',
  IMAGE_INVALID: 'server.badImage',
  IMAGE_TOO_LARGE: 'server.imageTooLarge',
  INTERNAL: 'server.internal',
  DATABASE_UNREACHABLE: 'server.databaseUnreachable',

  INVALID_VALUE: 'validation.invalid',
  FIELD_REQUIRED: 'errors.fieldRequired',
  NAME_REQUIRED: 'validation.nameRequired',
  EMAIL_INVALID: 'validation.emailInvalid',
  PASSWORD_REQUIRED: 'validation.passwordRequired',
  PASSWORD_TOO_SHORT: 'validation.passwordTooShort',
  PASSWORDS_DIFFER: 'validation.passwordsDiffer',
  PHONE_INVALID: 'validation.phoneInvalid',
  MFA_CODE_FORMAT: 'validation.codeInvalid',
  MESSAGE_REQUIRED: 'validation.messageRequired',
  ROLE_REQUIRED: 'server.roleRequired',
  TEXT_SINGLE_LINE: 'validation.singleLine',
  TEXT_CONTROL_CHARACTERS: 'validation.controlCharacters',

  EMAIL_TAKEN: 'server.emailTaken',
  USER_NOT_FOUND: 'server.userNotFound',
  LAST_ADMIN: 'server.lastAdmin',
  SELF_DELETE: 'server.selfDelete',
  OWN_CREDENTIALS: 'server.ownCredentials',
  CONTACT_NOT_FOUND: 'server.contactNotFound',
  CONTACT_ALREADY_CONVERTED: 'server.contactAlreadyConverted',

  SERVICE_NOT_FOUND: 'errors.serviceNotFound',
  SERVICE_REQUIRED: 'quotations.validation.serviceRequired',
  SERVICE_NAME_TOO_LONG: 'catalog.validation.nameTooLong',
  SERVICE_NAME_MR_TOO_LONG: 'catalog.validation.nameMrTooLong',
  SERVICE_DESCRIPTION_TOO_LONG: 'catalog.validation.descriptionTooLong',
  PRICE_REQUIRED: 'catalog.validation.priceRequired',
  PRICE_NOT_A_NUMBER: 'catalog.validation.priceNumber',
  PRICE_NOT_POSITIVE: 'catalog.validation.pricePositive',
  PRICE_TOO_HIGH: 'catalog.validation.priceTooHigh',
  SAC_CODE_INVALID: 'catalog.validation.sacCode',

  OFFERED_PRICE_INVALID: 'quotations.pricing.invalidOfferedPrice',
  QUANTITY_INVALID: 'quotations.pricing.invalidQuantity',
  ORIGINAL_PRICE_INVALID: 'quotations.pricing.invalidOriginalPrice',
  AMOUNT_TOO_LARGE: 'quotations.pricing.amountTooLarge',
  FINAL_PRICE_NOT_POSITIVE: 'quotations.pricing.finalPriceNotPositive',
  DISCOUNT_EXCEEDS_SUBTOTAL: 'quotations.pricing.discountExceedsSubtotal',

  QUOTATION_NOT_FOUND: 'quotations.server.notFound',
  QUOTATION_NOT_EDITABLE: 'quotations.server.cannotEdit',
  QUOTATION_STALE: 'quotations.server.stale',
  QUOTATION_REJECTED_NEEDS_FOLLOW_UP: 'quotations.server.acceptAfterReject',
  QUOTATION_AWAITING_WORKSHOP: 'quotations.server.awaitingWorkshop',
  QUOTATION_ALREADY_ACCEPTED: 'quotations.server.alreadyAccepted',
  QUOTATION_ALREADY_REJECTED: 'quotations.server.alreadyRejected',
  QUOTATION_ONLY_CUSTOMER_ACCEPTS: 'quotations.server.onlyCustomerAccepts',
  FOLLOW_UP_CLOSED: 'quotations.server.followUpClosed',
  FOLLOW_UP_EMPTY: 'quotations.server.followUpEmpty',
  FOLLOW_UP_PRICE_TOO_LOW: 'quotations.server.followUpPriceTooLow',
  EXPECTED_PRICE_REQUIRED: 'quotations.validation.expectedPriceRequired',
  EXPECTED_PRICE_NOT_A_NUMBER: 'quotations.validation.expectedPriceNumber',
  EXPECTED_PRICE_NEGATIVE: 'quotations.validation.expectedPriceNegative',

  ORDER_NOT_FOUND: 'errors.orderNotFound',
  GST_NOT_REGISTERED: 'server.gstNotRegistered',
  ORDER_STATUS_INVALID: 'orders.server.badStatus',
  ORDER_QUANTITY_TOO_LARGE: 'orders.manual.quantityTooLarge',
  CUSTOMER_REQUIRED: 'orders.manual.customerRequired',
  ORDER_PAID_NOT_DELETABLE: 'orders.server.paidCannotBeDeleted',
  ORDER_INVOICED_NOT_DELETABLE: 'orders.server.invoicedCannotBeDeleted',
  ORDER_PAYMENT_STARTED_NOT_DELETABLE: 'orders.server.paymentStartedCannotBeDeleted',
  ORDER_PAID_NOT_PENDING: 'orders.server.paidNotPending',
  ORDER_REFUND_NOTE_REQUIRED: 'orders.server.refundNoteRequired',
  ORDER_SEARCH_TOO_SHORT: 'orders.server.searchTooShort',

  ORDER_ALREADY_PAID: 'payments.server.alreadyPaid',
  ORDER_CANCELLED_NOT_PAYABLE: 'payments.cancelledOrder',
  ORDER_CANCELLED_NO_PAYMENT: 'payments.server.cancelledTakesNoPayment',
  CURRENCY_NOT_INR: 'payments.server.onlyInr',
  NOTHING_TO_PAY: 'payments.server.nothingToPay',
  AMOUNT_DUE_CHANGED: 'payments.server.amountChanged',
  PAYMENT_PROVIDER_FAILED: 'errors.createRazorpayOrderFailed',
  PAYMENT_ORDER_NOT_FOUND: 'payments.server.paymentOrderNotFound',
  PAYMENT_VERIFICATION_FAILED: 'errors.paymentVerificationFailed',
  PAYMENT_REFUND_DUE: 'payments.server.refundDue',
  WEBHOOK_SIGNATURE_INVALID: 'server.webhookSignatureInvalid',
  WEBHOOK_BODY_INVALID: 'server.webhookBodyInvalid',
  PAYMENT_NOT_FOUND: 'payments.server.paymentNotFound',
  PAYMENT_METHOD_INVALID: 'server.paymentMethodInvalid',
  AMOUNT_NOT_POSITIVE: 'payments.server.amountPositive',
  AMOUNT_TOO_PRECISE: 'payments.server.amountPaise',
  AMOUNT_OVER_DUE: 'payments.server.amountOverDue',
  AMOUNT_OVER_DUE_OF: 'server.amountOverDueOf',
  PAYMENT_DATE_INVALID: 'payments.server.badDate',
  PAYMENT_DATE_FUTURE: 'payments.server.futureDate',
  VOID_REASON_REQUIRED: 'payments.server.reasonRequired',
  PAYMENT_NOT_RECORDED: 'payments.server.onlyRecorded',
  PAYMENT_ALREADY_VOIDED: 'payments.server.alreadyVoided',
} as const satisfies Record<ErrorCode, ParseKeys>;

/** An error code in the current language, its placeholders filled from the answer's params. */
export function errorCodeText(t: TFunction, code: ErrorCode, params: ErrorParams = {}): string {
  return t(errorCodeKeys[code], { ...params, defaultValue: errorText(code, params) });
}

/**
 * A field's problem in the current language: the code a shared schema reported (or the server
 * named for the field); anything else is zod's own check, shown as 'Please check this field'.
 */
export function fieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return isErrorCode(code) ? errorCodeText(t, code) : t('validation.invalid');
}
