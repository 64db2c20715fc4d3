import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('numberInWords', () => {
  it.each([
    [0, 'Zero', 'शून्य'],
    [1, 'One', 'एक'],
    [19, 'Nineteen', 'एकोणीस'],
    [21, 'Twenty-One', 'एकवीस'],
    [40, 'Forty', 'चाळीस'],
    [99, 'Ninety-Nine', 'नव्याण्णव'],
    [100, 'One Hundred', 'शंभर'],
    [101, 'One Hundred One', 'एकशे एक'],
    [456, 'Four Hundred Fifty-Six', 'चारशे छप्पन्न'],
    [1_000, 'One Thousand', 'एक हजार'],
    [1_00_000, 'One Lakh', 'एक लाख'],
    [
      99_99_999,
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
      'नव्याण्णव लाख नव्याण्णव हजार नऊशे नव्याण्णव',
    ],
    [1_00_00_000, 'One Crore', 'एक कोटी'],
    [1_00_00_00_000, 'One Hundred Crore', 'शंभर कोटी'],
    [12_05_00_070, 'Twelve Crore Five Lakh Seventy', 'बारा कोटी पाच लाख सत्तर'],
  ])('spells %i in the Indian system', (n, english, marathi) => {
    expect(numberInWords(n, 'en')).toBe(english);
    expect(numberInWords(n, 'mr')).toBe(marathi);
  });

  it('has a distinct Marathi word for every number below 100', () => {
    const words = Array.from({ length: 100 }, (_, n) => numberInWords(n, 'mr'));
    expect(new Set(words).size).toBe(100);
    expect(words.slice(71, 80)).toEqual([
      'एक्काहत्तर',
      'बाहत्तर',
      'त्र्याहत्तर',
      'चौऱ्याहत्तर',
      'पंचाहत्तर',
      'शहात्तर',
      'सत्त्याहत्तर',
      'अठ्ठ्याहत्तर',
      'एकोणऐंशी',
    ]);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('rejects negative and fractional numbers', () => {
    expect(() => numberInWords(-1, 'en')).toThrow(RangeError);
    expect(() => numberInWords(1.5, 'mr')).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise the way invoices do', () => {
    expect(amountInWords(12_345_678, 'en')).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(12_345_678, 'mr')).toBe('एक लाख तेवीस हजार चारशे छप्पन्न रुपये आणि अठ्ठ्याहत्तर पैसे फक्त');
  });

  it.each([
    [0, 'Rupees Zero Only', 'शून्य रुपये फक्त'],
    [100, 'Rupees One Only', 'एक रुपया फक्त'],
    [1_900, 'Rupees Nineteen Only', 'एकोणीस रुपये फक्त'],
    [1_00_000, 'Rupees One Thousand Only', 'एक हजार रुपये फक्त'],
    [1_00_00_000, 'Rupees One Lakh Only', 'एक लाख रुपये फक्त'],
    [1_00_00_00_000, 'Rupees One Crore Only', 'एक कोटी रुपये फक्त'],
    [50, 'Fifty Paise Only', 'पन्नास पैसे फक्त'],
    [1, 'One Paisa Only', 'एक पैसा फक्त'],
    [118_001, 'Rupees One Thousand One Hundred Eighty and One Paisa Only', 'एक हजार एकशे ऐंशी रुपये आणि एक पैसा फक्त'],
  ])('writes %i paise as words', (paise, english, marathi) => {
    expect(amountInWords(paise, 'en')).toBe(english);
    expect(amountInWords(paise, 'mr')).toBe(marathi);
  });

  it('rejects negative and fractional paise', () => {
    expect(() => amountInWords(-100, 'en')).toThrow(RangeError);
    expect(() => amountInWords(10.5, 'mr')).toThrow(RangeError);
  });
});
