/** The part of fontkit (a dependency of pdfkit, shipped without types) that the PDF code uses. */
declare module 'fontkit' {
  export interface Glyph {
    readonly id: number;
    readonly advanceWidth: number;
    /** The characters the glyph stands for (what pdfkit writes in the ToUnicode map). */
    readonly codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
    advanceWidth?: number;
  }
  export interface GlyphRun {
    readonly glyphs: Glyph[];
    readonly positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyph a character maps to in the font's cmap (fontkit keeps it, with that character, for later runs). */
    glyphForCodePoint(codePoint: number): Glyph;
    /** Shapes a text (Devanagari conjuncts, vowel signs, kerning) into positioned glyphs. */
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}
