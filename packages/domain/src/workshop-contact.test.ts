import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsAppHref } from './workshop-contact';

describe('workshop phone links', () => {
  it('dials an Indian number written with spaces and a country code as it is', () => {
    expect(telHref('+91 98220 00000')).toBe('tel:+919822000000');
    expect(whatsAppHref('+91 98220 00000')).toBe('https://wa.me/919822000000');
  });

  it('adds India’s code to a ten-digit mobile number and to a number with a trunk 0', () => {
    expect(internationalDigits('98220-00000')).toBe('919822000000');
    expect(internationalDigits('020 2712 3456')).toBe('912027123456');
  });

  it('offers no WhatsApp link for a number too short to dial', () => {
    expect(whatsAppHref('123')).toBeUndefined();
  });
});
