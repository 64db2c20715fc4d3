import { describe, expect, it } from 'vitest';
import { splitGst } from './split-gst';

describe('splitGst', () => {
  it('charges CGST and SGST at half the rate each when the place of supply is in the supplier state', () => {
    expect(
      splitGst({ taxPaise: 2_070_00, ratePercent: 18, supplierStateCode: '27', placeOfSupplyStateCode: '27' }),
    ).toEqual([
      { name: 'CGST', ratePercent: 9, amountPaise: 1_035_00 },
      { name: 'SGST', ratePercent: 9, amountPaise: 1_035_00 },
    ]);
  });

  it('charges IGST at the full rate when the place of supply is in another state', () => {
    expect(
      splitGst({ taxPaise: 2_070_00, ratePercent: 18, supplierStateCode: '27', placeOfSupplyStateCode: '29' }),
    ).toEqual([{ name: 'IGST', ratePercent: 18, amountPaise: 2_070_00 }]);
  });

  it('gives an odd paisa to CGST so the halves add up to the tax', () => {
    const [cgst, sgst] = splitGst({
      taxPaise: 1_01,
      ratePercent: 5,
      supplierStateCode: '27',
      placeOfSupplyStateCode: '27',
    });
    expect(cgst).toEqual({ name: 'CGST', ratePercent: 2.5, amountPaise: 51 });
    expect(sgst).toEqual({ name: 'SGST', ratePercent: 2.5, amountPaise: 50 });
  });
});
