import { describe, expect, it } from 'vitest';
import { gstin, gstinCheckCharacter, gstinProblem, optionalGstin } from './gstin';

const issues = (value: unknown) => {
  const result = gstin.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('gstinCheckCharacter', () => {
  it("gives GSTN's published example its check character", () => {
    // 27AAPFU0939F1ZV is the example GSTIN of the GST portal's own help pages.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('weights every second character twice and adds the base-36 digits of each product', () => {
    // 2·1 + 9·2 + A(10)·1 + A·2=20 + G(16)·1 + C(12)·2=24 + B(11) + 7·2=14 + 3 + 8·2=16 + 3 + J(19)·2=38→1+2
    //   + 1 + Z(35)·2=70→1+34: sum 176, 176 mod 36 = 32, 36 − 32 = 4.
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
});

describe('gstin', () => {
  it('accepts real-format GSTINs whose check character is right', () => {
    for (const valid of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '24ABCDE1234F2Z5', '97AAAAA0000A1ZV'])
      expect(gstin.parse(valid)).toBe(valid);
  });

  it('accepts lower case and surrounding spaces, and keeps the GSTIN upper-cased', () => {
    expect(gstin.parse('  27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character as a checksum error', () => {
    expect(issues('27AAPFU0939F1ZW')).toEqual(['GSTIN_CHECKSUM']);
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('GSTIN_CHECKSUM');
  });

  it('refuses a state code outside the GST list as a state error', () => {
    // 39 and 99 are no state's code; the check characters are right for each.
    expect(issues(`39AAPFU0939F1Z${gstinCheckCharacter('39AAPFU0939F1Z')}`)).toEqual(['GSTIN_STATE']);
    expect(issues(`00AAPFU0939F1Z${gstinCheckCharacter('00AAPFU0939F1Z')}`)).toEqual(['GSTIN_STATE']);
    expect(issues(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toEqual(['GSTIN_STATE']);
  });

  it('refuses a wrong length or shape as a format error', () => {
    expect(issues('27AAPFU0939F1Z')).toEqual(['GSTIN_FORMAT']);
    expect(issues('27AAPFU0939F1ZVV')).toEqual(['GSTIN_FORMAT']);
    expect(issues('27AAPF10939F1ZV')).toEqual(['GSTIN_FORMAT']);
    expect(issues('27AAPFU0939F1YV')).toEqual(['GSTIN_FORMAT']);
    expect(issues('27AAPFU0939F0ZV')).toEqual(['GSTIN_FORMAT']);
    expect(issues('')).toEqual(['GSTIN_FORMAT']);
  });
});

describe('optionalGstin', () => {
  it('clears with an empty field or null and leaves a missing field alone', () => {
    expect(optionalGstin.parse('')).toBeNull();
    expect(optionalGstin.parse('   ')).toBeNull();
    expect(optionalGstin.parse(null)).toBeNull();
    expect(optionalGstin.parse(undefined)).toBeUndefined();
    expect(optionalGstin.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(optionalGstin.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });
});
