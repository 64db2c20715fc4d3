import { describe, expect, it } from 'vitest';
import { dateColumn, neutraliseFormula, numberColumn, rupeesColumn, textColumn } from './csv';

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98220 12345', "'+91 98220 12345"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['Asha = Ravi', 'Asha = Ravi'],
    ['आशा पाटील', 'आशा पाटील'],
    ['', ''],
  ])('neutralises %j as %j', (text, written) => {
    expect(neutraliseFormula(text)).toBe(written);
  });

  it('writes text (empty for none), rupees with 2 decimals, numbers and India-time dates; amounts stay numbers', () => {
    expect(textColumn<string | null>('T', (v) => v).cell(null)).toBe('');
    expect(textColumn<string | null>('T', (v) => v).cell('=1')).toBe("'=1");
    const rupees = rupeesColumn<number>('R', (paise) => paise);
    expect([rupees.cell(0), rupees.cell(5), rupees.cell(123450), rupees.cell(-99), rupees.cell(100005)]).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '-0.99',
      '1000.05',
    ]);
    expect(numberColumn<number>('N', (n) => n).cell(18)).toBe('18');
    const date = dateColumn<Date | null>('D', (d) => d);
    expect(date.cell(new Date(Date.UTC(2026, 10, 25, 4, 30)))).toBe('2026-11-25 10:00');
    expect(date.cell(new Date(Date.UTC(2026, 10, 25, 20, 15)))).toBe('2026-11-26 01:45');
    expect(date.cell(null)).toBe('');
  });
});
