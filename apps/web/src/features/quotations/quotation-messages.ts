import { pricingMessages, type PricingProblemCode } from '@karigar/domain/pricing';
import { quotationMessages } from '@karigar/domain/quotation';
import { serviceMessages } from '@karigar/domain/service';
import type { TFunction } from 'i18next';
import { localizeFieldError, localizeMessage } from '../../i18n/localize-message';
import { ApiError } from '../../lib/api-client';

type QuotationMessageKey = keyof typeof quotationMessages;
type StaticPricingCode = Exclude<PricingProblemCode, 'discountExceedsSubtotal' | 'amountTooLarge'>;

const quotationKeys = new Map<string, QuotationMessageKey>(
  (Object.entries(quotationMessages) as [QuotationMessageKey, string][]).map(([key, text]) => [text, key]),
);
const staticPricing: Record<string, StaticPricingCode> = {
  [pricingMessages.invalidOfferedPrice]: 'invalidOfferedPrice',
  [pricingMessages.invalidQuantity]: 'invalidQuantity',
  [pricingMessages.invalidOriginalPrice]: 'invalidOriginalPrice',
  [pricingMessages.finalPriceNotPositive]: 'finalPriceNotPositive',
};
const discountExceeds = /^Discount \((.+)\) cannot exceed subtotal \((.+)\)$/;
const amountTooLarge = /^Amount too large \(a subtotal may be at most (.+)\)$/;

const validationKeys = {
  'Service is required': 'quotations.validation.serviceRequired',
  'Expected price is required': 'quotations.validation.expectedPriceRequired',
  'Expected price cannot be negative': 'quotations.validation.expectedPriceNegative',
  'Expected price must be a number': 'quotations.validation.expectedPriceNumber',
  'Service not found': 'errors.serviceNotFound',
} as const;

/** A quotations or pricing text from the server or the pricing engine, in the current language. */
export function localizeQuotationMessage(t: TFunction, text: string): string {
  const key = quotationKeys.get(text);
  if (key) return t(`quotations.server.${key}`);
  const pricing = staticPricing[text];
  if (pricing) return t(`quotations.pricing.${pricing}`);
  const discount = discountExceeds.exec(text);
  if (discount)
    return t('quotations.pricing.discountExceedsSubtotal', { discount: discount[1], subtotal: discount[2] });
  const tooLarge = amountTooLarge.exec(text);
  if (tooLarge) return t('quotations.pricing.amountTooLarge', { max: tooLarge[1] });
  if (text === serviceMessages.notFound) return t('errors.serviceNotFound');
  return localizeMessage(t, text);
}

/** What to say about a failed quotations call: the server's text (translated) or `fallback`. */
export function quotationErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
  return serverQuotationText(t, error) ?? fallback;
}

/** The server's reason for refusing a quotations call (translated), or null when it gave none (e.g. a network error). */
export function serverQuotationText(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError && !error.isNetworkError && error.message)
    return localizeQuotationMessage(t, error.message);
  return null;
}

/** A form field's problem (request form schema), in the current language. */
export function localizeQuotationField(t: TFunction, text: string | undefined): string | undefined {
  if (text && text in validationKeys) return t(validationKeys[text as keyof typeof validationKeys]);
  return localizeFieldError(t, text);
}
