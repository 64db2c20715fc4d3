import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToTtf } from './woff-to-ttf';

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  ),
);

describe('woffToTtf', () => {
  it('turns a WOFF font into a TrueType file fontkit reads', () => {
    const ttf = woffToTtf(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    expect(ttf.length).toBe(woff.readUInt32BE(16)); // the WOFF header's totalSfntSize
    const font = create(ttf);
    expect(font.postscriptName).toBe('NotoSansDevanagari-Regular');
    expect(font.hasGlyphForCodePoint('क'.codePointAt(0)!)).toBe(true);
  });

  it('lays the tables out sorted by tag and 4-byte aligned', () => {
    const ttf = woffToTtf(woff);
    const count = ttf.readUInt16BE(4);
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      tags.push(ttf.toString('latin1', record, record + 4));
      expect(ttf.readUInt32BE(record + 8) % 4).toBe(0);
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toContain('GSUB');
  });

  it('rejects anything that is not WOFF', () => {
    expect(() => woffToTtf(Buffer.from('wOF2 is not supported'))).toThrow('Not a WOFF font');
  });
});
