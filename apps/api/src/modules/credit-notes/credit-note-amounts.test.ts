import { describe, expect, it } from 'vitest';
import { creditNoteAmounts, type CreditedInvoice } from './credit-note-amounts';

// Taxable ₹11,500.00 + GST 18 % ₹2,070.00 = ₹13,570.00.
const intraState: CreditedInvoice = {
  taxablePaise: 11_500_00,
  taxPaise: 2_070_00,
  totalPaise: 13_570_00,
  ratePercent: 18,
  supplierStateCode: '27',
  placeOfSupplyStateCode: '27',
};
const interState: CreditedInvoice = { ...intraState, placeOfSupplyStateCode: '29' };

describe('creditNoteAmounts', () => {
  it('reverses the whole invoice, split into CGST and SGST as it was', () => {
    expect(creditNoteAmounts(intraState, 0, 13_570_00)).toEqual({
      taxablePaise: 11_500_00,
      cgstPaise: 1_035_00,
      sgstPaise: 1_035_00,
      igstPaise: 0,
      totalPaise: 13_570_00,
    });
  });

  it('reverses an inter-state invoice in IGST', () => {
    expect(creditNoteAmounts(interState, 0, 13_570_00)).toEqual({
      taxablePaise: 11_500_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_070_00,
      totalPaise: 13_570_00,
    });
  });

  it('reverses a reduction in the invoice’s proportion', () => {
    // ₹1,180.00 of ₹13,570.00: taxable 11,500 × 1,180 / 13,570 = ₹1,000.00, GST ₹180.00 (₹90.00 + ₹90.00).
    expect(creditNoteAmounts(intraState, 0, 1_180_00)).toEqual({
      taxablePaise: 1_000_00,
      cgstPaise: 90_00,
      sgstPaise: 90_00,
      igstPaise: 0,
      totalPaise: 1_180_00,
    });
  });

  it('rounds each note so that the notes of a fully credited invoice add up to it to the paisa', () => {
    // Three notes of ₹1,000.01, ₹3,333.33 and the rest (₹9,236.66).
    const cuts = [1_000_01, 3_333_33, 9_236_66];
    let credited = 0;
    const notes = cuts.map((amount) => {
      const note = creditNoteAmounts(intraState, credited, amount);
      credited += amount;
      return note;
    });
    // The first: taxable round(11,500.00 × 1,000.01 / 13,570.00 = 847.4661) = ₹847.47, GST ₹152.54 → ₹76.27 each.
    expect(notes[0]).toEqual({
      taxablePaise: 847_47,
      cgstPaise: 76_27,
      sgstPaise: 76_27,
      igstPaise: 0,
      totalPaise: 1_000_01,
    });
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') =>
      notes.reduce((total, note) => total + note[key], 0);
    expect(sum('taxablePaise')).toBe(11_500_00);
    expect(sum('cgstPaise')).toBe(1_035_00);
    expect(sum('sgstPaise')).toBe(1_035_00);
    expect(sum('totalPaise')).toBe(13_570_00);
    for (const note of notes) expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.totalPaise);
  });
});
