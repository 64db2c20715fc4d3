import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url';
import type { PageLanguage } from '@karigar/domain/page-render';

/**
 * The files of fonts.css's faces that a page's first view shows in each language: its script's
 * regular and bold text. The server preloads them, so the fonts arrive with the page and can be
 * used for its first paint (they are `font-display: optional`: a font that misses it is not swapped
 * in later, which would move the text).
 */
export const firstViewFonts: Record<PageLanguage, string[]> = {
  en: [latin400, latin700],
  mr: [devanagari400, devanagari700],
};
