import { describe, expect, it } from 'vitest';
import { formatRegistration, vehicleBody, vehicleLabel } from './vehicle';

const registrationOf = (typed: string) => {
  const parsed = vehicleBody.safeParse({ kind: 'vehicle', registration: typed });
  return parsed.success && parsed.data.kind === 'vehicle' ? parsed.data.registration : parsed.error?.issues[0]?.message;
};

describe('registration numbers', () => {
  it('stores state-series numbers upper case without spaces, dots or dashes', () => {
    expect(registrationOf('mh 12 ab 1234')).toBe('MH12AB1234');
    expect(registrationOf('MH-12-AB-1234')).toBe('MH12AB1234');
    expect(registrationOf('DL 3C AB 1234')).toBe('DL3CAB1234');
  });

  it('takes BH-series numbers', () => {
    expect(registrationOf('22 BH 1234 AA')).toBe('22BH1234AA');
    expect(registrationOf('21bh0001c')).toBe('21BH0001C');
  });

  it('refuses what is no Indian registration', () => {
    expect(registrationOf('ZZ 12 AB 1234')).toBe('REGISTRATION_INVALID');
    expect(registrationOf('MH 12 AB 12345')).toBe('REGISTRATION_INVALID');
    expect(registrationOf('22 BH 12 AA')).toBe('REGISTRATION_INVALID');
    expect(registrationOf('  ')).toBe('REGISTRATION_REQUIRED');
  });

  it('formats a stored number with spaces', () => {
    expect(formatRegistration('MH12AB1234')).toBe('MH 12 AB 1234');
    expect(formatRegistration('22BH1234AA')).toBe('22 BH 1234 AA');
    expect(formatRegistration('MH121234')).toBe('MH 12 1234');
  });
});

describe('vehicleLabel', () => {
  const base = { registration: null, make: '', model: '', description: '', dimensions: '' };
  it('names a vehicle by registration, make and model', () => {
    expect(
      vehicleLabel({ ...base, kind: 'vehicle', registration: 'MH 12 AB 1234', make: 'Maruti', model: 'Swift' }),
    ).toBe('MH 12 AB 1234 · Maruti Swift');
  });
  it('names an item by description and dimensions', () => {
    expect(vehicleLabel({ ...base, kind: 'item', description: 'Bathtub', dimensions: '170 × 75 cm' })).toBe(
      'Bathtub · 170 × 75 cm',
    );
  });
});
