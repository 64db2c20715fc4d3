import { describe, expect, it } from 'vitest';
import { pdfFonts, scriptOf } from './fonts';
import { invoiceLabels } from './invoice-labels';
import { splitRuns } from './text-runs';

describe('splitRuns', () => {
  it('puts the rupee sign in Noto Sans latin-ext and digits in Noto Sans latin', () => {
    expect(splitRuns('Total ₹1,180.00', scriptOf)).toEqual([
      { script: 'latin', text: 'Total ' },
      { script: 'latinExt', text: '₹' },
      { script: 'latin', text: '1,180.00' },
    ]);
  });

  it('keeps Devanagari words with their spaces in one run, so fontkit shapes them whole', () => {
    expect(splitRuns('कर बीजक INV/2026-27/0001', scriptOf)).toEqual([
      { script: 'devanagari', text: 'कर बीजक ' },
      { script: 'latin', text: 'INV/2026-27/0001' },
    ]);
    expect(splitRuns('पुरवठ्याचे ठिकाण: Maharashtra', scriptOf)).toEqual([
      { script: 'devanagari', text: 'पुरवठ्याचे ठिकाण' },
      { script: 'latin', text: ': Maharashtra' },
    ]);
  });

  it('answers no runs for an empty text', () => {
    expect(splitRuns('', scriptOf)).toEqual([]);
  });
});

describe('invoice fonts', () => {
  it('have the rupee sign in the latin-ext subset', () => {
    expect(pdfFonts().latinExt.regular.hasGlyphForCodePoint(0x20b9)).toBe(true);
    expect(pdfFonts().latinExt.bold.hasGlyphForCodePoint(0x20b9)).toBe(true);
  });

  it('have a glyph for every character of every label in both languages', () => {
    const fonts = pdfFonts();
    const texts = Object.values(invoiceLabels).flatMap((labels) =>
      Object.values(labels).map((label: string | ((value: string) => string)) =>
        typeof label === 'function' ? label('₹1,180.00 22/11/2026') : label,
      ),
    );
    const missing = texts.flatMap((text) =>
      [...text].filter((char) => {
        const script = scriptOf(char.codePointAt(0)!);
        return !['regular', 'bold'].every((weight) =>
          fonts[script][weight as 'regular' | 'bold'].hasGlyphForCodePoint(char.codePointAt(0)!),
        );
      }),
    );
    expect(missing).toEqual([]);
  });
});
