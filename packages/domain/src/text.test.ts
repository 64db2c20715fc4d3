import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiLineText, secretText, singleLineText } from './text';

const single = singleLineText();
const multi = multiLineText();
/** Texts mixing ordinary characters with controls, separators and spaces, so both outcomes come up often. */
const mixedText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.constantFrom(' ', '\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u00a0'),
  ),
  maxLength: 12,
});
const problem = (schema: typeof single, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('singleLineText', () => {
  it.each([
    ['a plain name', 'Asha Patil', 'Asha Patil'],
    ['Devanagari', 'आशा पाटील', 'आशा पाटील'],
    ['an email', 'asha@example.com', 'asha@example.com'],
    ['surrounding spaces and line breaks, trimmed', ' \n Asha \r\n', 'Asha'],
    ['an empty text', '', ''],
    ['emoji and a non-breaking space', 'Asha\u00a0🙂', 'Asha\u00a0🙂'],
  ])('accepts %s', (_name, input, expected) => {
    expect(single.parse(input)).toBe(expected);
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a NUL at the end', 'Asha\u0000'],
    ['a line feed inside', 'Asha\nAdmin logged in'],
    ['a carriage return inside', 'Asha\rX'],
    ['a tab inside', 'Asha\tPatil'],
    ['a vertical tab', 'a\u000bb'],
    ['an escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (next line)', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
  ])('refuses %s', (_name, input) => {
    expect(problem(single, input)).toBe('TEXT_SINGLE_LINE');
  });

  it('keeps the caller’s own checks and their messages', () => {
    const name = singleLineText('NAME_REQUIRED').min(1, 'NAME_REQUIRED').max(5);
    expect(problem(name, 42)).toBe('NAME_REQUIRED');
    expect(problem(name, '   ')).toBe('NAME_REQUIRED');
    expect(name.safeParse('abcdef').success).toBe(false);
    expect(problem(name, 'a\nb')).toBe('TEXT_SINGLE_LINE');
  });

  it('accepts exactly the texts without a control character or line separator inside', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const inside = text.trim();
        const clean = ![...inside].some((c) => /[\p{Cc}\u2028\u2029]/u.test(c));
        expect(single.safeParse(text).success).toBe(clean);
      }),
    );
  });
});

describe('multiLineText', () => {
  it.each([
    ['lines and tabs', 'Plot 12\r\nMIDC\tBhosari\nPune', 'Plot 12\r\nMIDC\tBhosari\nPune'],
    ['surrounding blank lines, trimmed', '\n\n Two doors \n', 'Two doors'],
    ['Devanagari over lines', 'पुणे\nमहाराष्ट्र', 'पुणे\nमहाराष्ट्र'],
  ])('accepts %s', (_name, input, expected) => {
    expect(multi.parse(input)).toBe(expected);
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a backspace', 'a\u0008b'],
    ['a form feed', 'a\u000cb'],
    ['an escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u009bb'],
  ])('refuses %s', (_name, input) => {
    expect(problem(multi, input)).toBe('TEXT_CONTROL_CHARACTERS');
  });

  it('accepts exactly the texts whose only controls are tab, line feed and carriage return', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const clean = ![...text.trim()].some((c) => /\p{Cc}/u.test(c) && !'\t\n\r'.includes(c));
        expect(multi.safeParse(text).success).toBe(clean);
      }),
    );
  });
});

describe('secretText', () => {
  it('takes a password as typed, spaces and symbols included, but never a NUL', () => {
    const secret = secretText();
    expect(secret.parse('  pass word\t§ ')).toBe('  pass word\t§ ');
    expect(secret.safeParse('pass\u0000word').error?.issues[0]?.message).toBe('TEXT_CONTROL_CHARACTERS');
  });
});
