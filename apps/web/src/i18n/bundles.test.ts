import { messages } from '@karigar/domain/errors';
import { describe, expect, it } from 'vitest';
import enApp from './en/app.json';
import enPublic from './en/public.json';
import mrApp from './mr/app.json';
import mrPublic from './mr/public.json';

type Bundle = { [key: string]: string | Bundle };

function flatten(bundle: Bundle, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const englishPublic = flatten(enPublic);
const englishApp = flatten(enApp);
const english = new Map([...englishPublic, ...englishApp]);
const marathi = new Map([...flatten(mrPublic), ...flatten(mrApp)]);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation bundles', () => {
  it('have the same keys in English and Marathi, namespace by namespace', () => {
    expect([...flatten(mrPublic).keys()].sort()).toEqual([...englishPublic.keys()].sort());
    expect([...flatten(mrApp).keys()].sort()).toEqual([...englishApp.keys()].sort());
  });

  it('keep each key in one namespace', () => {
    expect([...englishPublic.keys()].filter((key) => englishApp.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...marathi]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholders(marathi.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('translate every text a successful answer gives', () => {
    for (const key of Object.keys(messages)) expect(english.has(`server.${key}`), key).toBe(true);
  });

  it('write Marathi in Devanagari', () => {
    expect(marathi.get('profile.welcome')).toMatch(/[\u0900-\u097F]/);
    expect(marathi.get('errors.sessionExpired')).toMatch(/[\u0900-\u097F]/);
  });

  it('write numbers in Marathi with Latin digits, as amounts and dates are (decision 043)', () => {
    for (const [key, text] of marathi) expect(text, key).not.toMatch(/[\u0966-\u096F]/);
    expect(marathi.get('activity.ranges.24h')).toBe('मागील 24 तास');
  });

  it('call the workshop by one Marathi word, वर्कशॉप, everywhere', () => {
    for (const [key, text] of marathi) expect(text, key).not.toContain('कार्यशाळ');
    expect(marathi.get('quotations.request.intro')).toContain('वर्कशॉप');
  });
});
