import { describe, expect, it } from 'vitest';
import { loginBody } from './auth';
import { errorText, errorTexts, isErrorCode } from './error-codes';
import { fieldProblems, invalidInputMessage } from './errors';
import { ORDER_QUANTITY_MAX, orderStatuses } from './order';
import { recordedPaymentMethods } from './recorded-payment';
import { SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX } from './service';

describe('error codes', () => {
  it('are stable upper-snake names', () => {
    for (const code of Object.keys(errorTexts)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('name the limits the schemas enforce in their texts', () => {
    expect(errorTexts.ORDER_STATUS_INVALID).toBe(`Status must be one of ${orderStatuses.join(', ')}`);
    expect(errorTexts.PAYMENT_METHOD_INVALID).toBe(`Method must be one of ${recordedPaymentMethods.join(', ')}`);
    expect(errorTexts.ORDER_QUANTITY_TOO_LARGE).toBe(`Quantity may be at most ${ORDER_QUANTITY_MAX}`);
    expect(errorTexts.SERVICE_NAME_TOO_LONG).toBe(`Name must be at most ${SERVICE_NAME_MAX} characters`);
    expect(errorTexts.SERVICE_DESCRIPTION_TOO_LONG).toBe(
      `Description must be at most ${SERVICE_DESCRIPTION_MAX} characters`,
    );
  });

  it('fill a text from its params and leave an unnamed placeholder as it is', () => {
    expect(errorText('DISCOUNT_EXCEEDS_SUBTOTAL', { discount: '₹5.00', subtotal: '₹4.00' })).toBe(
      'Discount (₹5.00) cannot exceed subtotal (₹4.00)',
    );
    expect(errorText('AMOUNT_TOO_LARGE')).toBe('Amount too large (a subtotal may be at most {max})');
    expect(isErrorCode('TOKEN_EXPIRED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('Not found')).toBe(false);
  });
});

describe('fieldProblems', () => {
  it("gives each field the English text of its schema's code, and the code", () => {
    const parsed = loginBody.safeParse({ email: 'nobody', password: '' });
    expect(fieldProblems(parsed.error?.issues ?? [])).toEqual({
      fields: { email: 'Please enter a valid email address', password: 'Password is required' },
      fieldCodes: { email: 'EMAIL_INVALID', password: 'PASSWORD_REQUIRED' },
    });
  });

  it("keeps zod's own text for a field and codes it INVALID_VALUE; the whole body is '_'", () => {
    const problems = fieldProblems([
      { path: ['quantity'], message: 'Too big: expected number to be <=100000' },
      { path: [], message: 'VALIDATION_FAILED' },
    ]);
    expect(problems.fields).toEqual({ quantity: 'Too big: expected number to be <=100000', _: 'Invalid input' });
    expect(problems.fieldCodes).toEqual({ quantity: 'INVALID_VALUE', _: 'VALIDATION_FAILED' });
    expect(invalidInputMessage(problems.fields)).toBe('Invalid input: quantity');
    expect(invalidInputMessage({})).toBe('Invalid input');
  });
});
