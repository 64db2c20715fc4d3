import { describe, expect, it } from 'vitest';
import { advanceDuePaise, advancePaiseOf, gstInAdvance, gstReversed } from './advance-amounts';

describe('advance amounts', () => {
  it('rounds a percentage advance to whole rupees and never asks more than the total', () => {
    expect(advancePaiseOf(2_124_000, { percentage: 33.33, amountPaise: null })).toBe(707_900);
    expect(advancePaiseOf(2_124_000, { percentage: null, amountPaise: 500_050 })).toBe(500_100);
    expect(advancePaiseOf(1_050, { percentage: 100, amountPaise: null })).toBe(1_050);
    expect(advancePaiseOf(2_124_000, { percentage: null, amountPaise: null })).toBe(0);
  });

  it('counts what was received against the advance', () => {
    expect(advanceDuePaise(118_000, 50_000)).toBe(68_000);
    expect(advanceDuePaise(118_000, 200_000)).toBe(0);
  });

  it('works the GST out of a tax-inclusive advance, within the state and across states', () => {
    // ₹1,180 at 18 %: ₹1,000 taxable, ₹180 tax.
    expect(gstInAdvance(118_000, 18, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
    // ₹1,000 at 18 %: 847.457… → ₹847.46 taxable, ₹152.54 IGST.
    expect(gstInAdvance(100_000, 18, true)).toEqual({
      taxablePaise: 84_746,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_254,
      totalPaise: 100_000,
    });
    // An odd paisa of tax goes to CGST.
    expect(gstInAdvance(100_001, 18, false)).toMatchObject({
      taxablePaise: 84_747,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
    });
  });

  it('reverses the part of the vouchers’ tax a refund stands for', () => {
    const vouchers = gstInAdvance(118_000, 18, false);
    expect(gstReversed(59_000, vouchers)).toEqual({
      taxablePaise: 50_000,
      cgstPaise: 4_500,
      sgstPaise: 4_500,
      igstPaise: 0,
      totalPaise: 59_000,
    });
    expect(gstReversed(118_000, gstInAdvance(118_000, 18, true))).toMatchObject({ igstPaise: 18_000 });
  });
});
