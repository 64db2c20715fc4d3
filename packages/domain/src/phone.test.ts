import { describe, expect, it } from 'vitest';
import { displayPhone, e164Digits, toE164, whatsAppLink } from './phone';

describe('e164Digits', () => {
  it('gives a 10-digit Indian number, however it is spaced, the 91 country code', () => {
    expect(e164Digits('9876543210')).toBe('919876543210');
    expect(e164Digits('98765 43210')).toBe('919876543210');
    expect(e164Digits('98765-43210')).toBe('919876543210');
  });

  it('drops the trunk 0 of a number dialled within India', () => {
    expect(e164Digits('09876543210')).toBe('919876543210');
    expect(e164Digits('020 2567 8901')).toBe('912025678901');
  });

  it('keeps a number already carrying 91, or any country code given with + or 00', () => {
    expect(e164Digits('919876543210')).toBe('919876543210');
    expect(e164Digits('+91 98765 43210')).toBe('919876543210');
    expect(e164Digits('+44 20 7946 0958')).toBe('442079460958');
    expect(e164Digits('0044 20 7946 0958')).toBe('442079460958');
  });

  it('is null for what cannot be a full number', () => {
    expect(e164Digits('12345')).toBeNull();
    expect(e164Digits('987654321')).toBeNull();
    expect(e164Digits('+0 123 456 789')).toBeNull();
    expect(e164Digits('')).toBeNull();
  });
});

describe('whatsAppLink', () => {
  it("is wa.me with the number's E.164 digits, or null", () => {
    expect(whatsAppLink('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppLink('123')).toBeNull();
  });
});

describe('toE164', () => {
  it('accepts the ways people write an Indian mobile number and stores one form', () => {
    for (const typed of [
      '98220 12345',
      '098220-12345',
      '+91 98220 12345',
      '(0)98220 12345',
      '+91 (0)98220 12345',
      '0091 98220 12345',
      ' 9822012345 ',
    ])
      expect(toE164(typed), typed).toBe('+919822012345');
  });

  it('is null for what cannot be a number: too short, too long, letters only, or +91 with the wrong count of digits', () => {
    for (const typed of ['12345', '98220 1234', '982201234567890123', 'call me', '+91 98220 123', '+91 98220 123456'])
      expect(toE164(typed), typed).toBeNull();
  });
});

describe('displayPhone', () => {
  it('spaces an Indian number as +91 98220 12345 and shows anything else as stored', () => {
    expect(displayPhone('+919822012345')).toBe('+91 98220 12345');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
    expect(displayPhone('98-220')).toBe('98-220');
  });
});
