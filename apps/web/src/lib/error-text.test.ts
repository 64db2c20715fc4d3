import { errorTexts, type ErrorCode } from '@karigar/domain/error-codes';
import { loginBody } from '@karigar/domain/auth';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en/public.json';
import mr from '../i18n/mr/public.json';
import i18n from '../i18n/setup';
import { errorCodeKeys, errorCodeText, fieldErrorText } from './error-text';

type Bundle = { [key: string]: string | Bundle };

function textAt(bundle: Bundle, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const codes = Object.keys(errorTexts) as ErrorCode[];
const placeholders = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();

afterEach(() => i18n.changeLanguage('en'));

describe('error codes in the bundles', () => {
  it.each(codes)('%s has an English and a Marathi text', (code) => {
    const key = errorCodeKeys[code];
    expect(textAt(en, key)?.trim(), key).toBeTruthy();
    expect(textAt(mr, key), key).toMatch(/[\u0900-\u097F]/);
  });

  it.each(codes)('%s needs no value in its text that its server answer does not name', (code) => {
    const named = placeholders(errorTexts[code], /\{(\w+)\}/g);
    const needed = placeholders(textAt(en, errorCodeKeys[code]) ?? '', /\{\{(\w+)\}\}/g);
    for (const name of needed) expect(named, code).toContain(name);
  });
});

describe('errorCodeText', () => {
  it('shows a code in the current language with the values the answer names', async () => {
    const params = { discount: '₹1,500.00', subtotal: '₹1,000.00' };
    expect(errorCodeText(i18n.t, 'DISCOUNT_EXCEEDS_SUBTOTAL', params)).toBe(
      'Discount (₹1,500.00) cannot exceed subtotal (₹1,000.00)',
    );
    expect(errorCodeText(i18n.t, 'TOKEN_EXPIRED')).toBe('Unauthorized: token expired');
    await i18n.changeLanguage('mr');
    expect(errorCodeText(i18n.t, 'INVALID_CREDENTIALS')).toBe(textAt(mr, 'server.badCredentials'));
    expect(errorCodeText(i18n.t, 'DISCOUNT_EXCEEDS_SUBTOTAL', params)).toContain('₹1,500.00');
  });
});

describe('fieldErrorText', () => {
  it("shows a shared schema's code in the current language, and zod's own checks as 'Please check this field'", async () => {
    const issues = loginBody.safeParse({ email: 'nobody', password: 42 }).error?.issues ?? [];
    const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(fieldErrorText(i18n.t, byField['email'])).toBe('Please enter a valid email address');
    expect(fieldErrorText(i18n.t, byField['password'])).toBe('Please check this field');
    expect(fieldErrorText(i18n.t, undefined)).toBeUndefined();
    await i18n.changeLanguage('mr');
    expect(fieldErrorText(i18n.t, byField['email'])).toBe(textAt(mr, 'validation.emailInvalid'));
  });
});
