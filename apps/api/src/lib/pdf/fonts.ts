import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';
import { woffToTtf } from './woff-to-ttf';

/** Which font draws a piece of text: Noto Sans (latin: ASCII and Latin-1; latinExt: ₹ and more) or Noto Sans Devanagari. */
export const fontScripts = ['latin', 'latinExt', 'devanagari'] as const;
export type FontScript = (typeof fontScripts)[number];
export type FontWeight = 'regular' | 'bold';

/** fontsource ships WOFF and WOFF2; fontkit crashes on WOFF2, so the WOFF files are used. */
const fontFiles: Record<FontScript, Record<FontWeight, string>> = {
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  devanagari: {
    regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
};

export type FontTable = Record<FontScript, Record<FontWeight, Font>>;

const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * Keeps the font's shaping results across documents. pdfkit caches them per document only, and
 * shaping Devanagari (GSUB/GPOS lookups) is most of a Marathi invoice's render time. pdfkit scales
 * a run's positions in place, so every call gets its own copy of them.
 */
function withLayoutCache(font: Font): Font {
  const layout = font.layout.bind(font);
  const cache = new Map<string, GlyphRun>();
  font.layout = (text, features) => {
    if (features) return layout(text, features);
    let run = cache.get(text);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      run = layout(text);
      cache.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return font;
}

/**
 * fontkit keeps one glyph object per glyph for the life of the font, with the characters of the
 * text that first produced it, and pdfkit's ToUnicode map takes them from there. Shaping can map
 * one character to several glyphs (ों becomes the ा glyph plus a mark), so if 'नोंदणीकृत' were
 * shaped first, every later ा would copy as ो. Looking up each Devanagari character's own glyph
 * first makes every such glyph stand for its own character.
 */
function seedDevanagariGlyphs(font: Font): Font {
  for (let codePoint = 0x0900; codePoint <= 0x097f; codePoint++) {
    if (font.hasGlyphForCodePoint(codePoint)) font.glyphForCodePoint(codePoint);
  }
  return font;
}

let loaded: FontTable | undefined;

/**
 * The six invoice fonts, converted from WOFF and parsed by fontkit on first use, then kept (with
 * their glyph and shaping caches) for the life of the process, so a warm render parses nothing.
 */
export function pdfFonts(): FontTable {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const table = {} as FontTable;
    for (const script of fontScripts) {
      const load = (file: string) => {
        const font = create(woffToTtf(readFileSync(require.resolve(file))));
        return withLayoutCache(script === 'devanagari' ? seedDevanagariGlyphs(font) : font);
      };
      table[script] = { regular: load(fontFiles[script].regular), bold: load(fontFiles[script].bold) };
    }
    loaded = table;
  }
  return loaded;
}

/** The name a font is registered under in a PDF document. */
export const fontName = (script: FontScript, weight: FontWeight): string => `${script}-${weight}`;

/** Registers every invoice font with a document (cheap: the fonts are already parsed). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const fonts = pdfFonts();
  for (const script of fontScripts) {
    doc.registerFont(fontName(script, 'regular'), fonts[script].regular);
    doc.registerFont(fontName(script, 'bold'), fonts[script].bold);
  }
}

const isDevanagari = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) ||
  (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
  (codePoint >= 0x1cd0 && codePoint <= 0x1cff);

/** The font a character is drawn in: Devanagari letters in Noto Sans Devanagari, the rest in whichever Noto Sans subset has it. */
export function scriptOf(codePoint: number): FontScript {
  if (isDevanagari(codePoint)) return 'devanagari';
  const fonts = pdfFonts();
  if (fonts.latin.regular.hasGlyphForCodePoint(codePoint)) return 'latin';
  if (fonts.latinExt.regular.hasGlyphForCodePoint(codePoint)) return 'latinExt';
  return 'latin';
}
